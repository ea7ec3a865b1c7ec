// Check-in rewards, achievements, subscription plans and gem packs, starter task templates and
// group categories (issue 6 point 6).
export {
  incentiveGearKeys,
  incentiveRewardCounts,
  incentiveRewardsByCount,
  loginIncentiveAt,
  loginIncentives,
  MAX_INCENTIVES,
  type IncentiveReward,
  type IncentiveRewardType,
  type LoginIncentive,
} from './loginIncentives.ts';
export { loginIncentiveText } from './loginIncentiveText.ts';
export {
  achievementByKey,
  achievements,
  ANIMAL_SET_ACHIEVEMENT_KEYS,
  CARD_ACHIEVEMENT_KEYS,
  colorAchievementPairs,
  QUEST_SET_ACHIEVEMENT_KEYS,
  type Achievement,
  type AchievementGroup,
} from './achievements.ts';
export { achievementCountText, achievementText } from './achievementText.ts';
export {
  gemPacks,
  gemsInPack,
  subscriptionPlans,
  subscriptionText,
  type GemPack,
  type SubscriptionPlan,
} from './subscriptions.ts';
export {
  DEFAULT_REWARD_VALUE,
  starterTasks,
  starterTasksFor,
  starterThemes,
  type StarterTask,
  type StarterTheme,
} from './starterTasks.ts';
export { starterTaskText } from './starterTaskText.ts';
export { groupCategories, groupCategoryText, type GroupCategory } from './groupCategories.ts';
