// The public surface of @questlog/core: the error vocabulary, the message catalogue,
// and (as later issues add them) the content catalogue and the game rules.
export * from './errors.ts';
export * from './ownValue.ts';
export * from './ids.ts';
export * from './importLimit.ts';
export * from './messages/en.ts';
export * from './messages/keyedMessage.ts';
export * from './content/faq/index.ts';
export * from './rules/auth/accountRules.ts';
export * from './rules/user/levels.ts';
export * from './rules/user/dayBoundary.ts';
export {
  type RecurrenceOptions,
  checkRecurrenceOptions,
  isLegacyOffset,
  LEGACY_OFFSET_RANGE,
  daysSince,
  startOfDay,
} from './rules/recurrence/dayStart.ts';
export * from './rules/recurrence/shouldDo.ts';
export * from './rules/recurrence/nextDue.ts';
export * from './rules/recurrence/isDue.ts';
export * from './content/newPlayer/newPlayerState.ts';
export * from './content/newPlayer/newPlayerItems.ts';
export * from './content/newPlayer/defaultTasks.ts';
export * from './model/task.ts';
export * from './model/user.ts';
export * from './rules/tasks/createTask.ts';
export * from './rules/tasks/updateTask.ts';
export * from './rules/tasks/taskColor.ts';
export * from './rules/tasks/taskControls.ts';
export * from './rules/groupTasks/boardTask.ts';
export * from './rules/groupTasks/boardScoring.ts';
export * from './rules/groupTasks/boardRoles.ts';
export * from './rules/groupTasks/approvals.ts';
export * from './rules/groupTasks/assignments.ts';
export * from './rules/groupTasks/groupPlan.ts';
export * from './rules/groupTasks/teamDailies.ts';
export { EDITABLE_FIELDS as TASK_EDITABLE_FIELDS } from './rules/tasks/taskFields.ts';
export {
  CHECKLIST_MAX_ITEMS,
  MAX_TASKS_PER_PLAYER,
  TASK_NOTES_MAX_LENGTH,
  TASK_TEXT_MAX_LENGTH,
} from './rules/tasks/taskFieldChecks.ts';
export * from './rules/tasks/scoreTask.ts';
export * from './rules/tasks/scoreNotices.ts';
export * from './rules/tasks/taskValueDelta.ts';
export * from './rules/tasks/crit.ts';
export * from './rules/tasks/tasksOrder.ts';
export * from './rules/stats/computedStats.ts';
export * from './rules/stats/updateStats.ts';
export * from './rules/stats/autoAllocate.ts';
export * from './rules/stats/levelDrops.ts';
export * from './rules/user/onboarding.ts';
export * from './rules/user/revive.ts';
export * from './model/plan.ts';
export * from './rules/cron/cron.ts';
export * from './rules/cron/cronTiming.ts';
export * from './rules/cron/yesterDailies.ts';
export { completedTodoCutoff, isExpiredCompletedTodo } from './rules/cron/cronTodos.ts';
export { checkIn, type LoginRewardAt, type RewardItem } from './rules/cron/loginIncentive.ts';
export type { HistoryPoint } from './rules/cron/preening.ts';
export type { MysteryItemsOfMonth } from './rules/cron/subscriptionAtCron.ts';
export { CRON_CATALOGUE } from './rules/cron/cronCatalogue.ts';
// The content catalogue (issue 6): every family, and the catalogue localised for GET /content.
export * from './content/contentText.ts';
export * from './content/catalogueFamily.ts';
export * from './content/catalogue.ts';
export * from './content/localizedCatalogue.ts';
export * from './content/catalogueTables.ts';
export * from './content/catalogueTranslationLoader.ts';
export * from './content/gear/index.ts';
export * from './content/stable/index.ts';
export * from './content/spells/index.ts';
export * from './content/quests/index.ts';
export * from './content/appearance/index.ts';
export * from './content/calendar/index.ts';
export * from './content/misc/index.ts';
// Names several modules define alike, settled here: the seasons and food seasons are the same
// unions everywhere; the check-in limit is the misc family's; a plan a player holds stays
// `SubscriptionPlan` and the catalogue's offer is `SubscriptionPlanOffer`.
export type { Season } from './content/calendar/index.ts';
export type { FoodSeason } from './content/stable/index.ts';
export { MAX_INCENTIVES } from './content/misc/index.ts';
export type { SubscriptionPlan } from './model/plan.ts';
export type { SubscriptionPlan as SubscriptionPlanOffer } from './content/misc/index.ts';
export * from './model/player.ts';
// The API's user as core's player (the shapes themselves: `@questlog/core/api`).
export { playerFromApi, type ApiUserLike } from './api/playerFromApi.ts';
export * from './rules/classes/index.ts';
export * from './rules/inventory/index.ts';
export * from './rules/shops/index.ts';
export * from './rules/stats/attributeBreakdown.ts';
export * from './rules/playerRuleResult.ts';
export * from './rules/parties/partyAchievements.ts';
export * from './rules/groups/tavern.ts';
export * from './rules/groups/groupRoles.ts';
export * from './rules/quests/index.ts';
export * from './rules/chat/index.ts';
export * from './rules/challenges/index.ts';
export * from './rules/staff/index.ts';
// Time zones by name, travel, vacations and skips, and RRULE schedules (issue 30).
export * from './rules/time/timeZones.ts';
export * from './rules/time/dayClock.ts';
export * from './rules/time/gameDay.ts';
export * from './rules/time/dateKeys.ts';
export * from './rules/time/dayBoundaryRule.ts';
export * from './rules/time/vacations.ts';
export * from './rules/time/dailyDayOutcome.ts';
export * from './rules/tasks/todoArchive.ts';
export * from './rules/records/recordedHistory.ts';
export * from './rules/records/taskRecord.ts';
export * from './rules/time/actionTime.ts';
export * from './rules/recurrence/rruleSchedule.ts';
export { RRULE_WEEKDAYS, recurrenceToRRule } from './rules/recurrence/recurrenceRRule.ts';
export * from './rules/recurrence/recurrenceFromRRule.ts';
export * from './rules/recurrence/flexibleWeek.ts';
export * from './rules/recurrence/returningTodo.ts';
export * from './rules/recurrence/dailyDue.ts';
