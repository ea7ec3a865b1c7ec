// The quest family of the content catalogue (issue 6 point 3): data, lookups, text and types.
export * from './types.ts';
export {
  QUESTS,
  questByKey,
  questsByKey,
  questDropKeys,
  questDropEggKeys,
  questDropPotionKeys,
} from './catalogue.ts';
export { questBundles, questBundlesByKey } from './bundles.ts';
export { questLevelDrops, type QuestLevelDrop } from './levelDrops.ts';
export { campaignKeys, campaignQuestKeys } from './campaignQuests.ts';
export { hasCompletedQuest, questPrerequisitesMet, type QuestPlayer } from './prerequisites.ts';
export {
  questText,
  questCompletionText,
  questBossText,
  questCompletionChatText,
} from './text/questText.ts';
export { questCollectText } from './text/collectText.ts';
export { questRageText, questDesperationText } from './text/rageText.ts';
export { questBundleText } from './text/bundleText.ts';
export { QUEST_SERIES } from './questSeries.ts';
