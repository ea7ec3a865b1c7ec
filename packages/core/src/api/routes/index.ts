// The route table: every API route once, one table per area. `apiTables` lists them all (the server
// test checks that every registered route is in it and every entry is registered).
import { accountApi } from './account.ts';
import { adminApi } from './admin.ts';
import { analyticsApi } from './analytics.ts';
import { authApi } from './auth.ts';
import { challengesApi } from './challenges.ts';
import { chatApi } from './chat.ts';
import { classesApi } from './classes.ts';
import { contentApi } from './content.ts';
import { couponsApi } from './coupons.ts';
import { cronApi } from './cron.ts';
import { dataPortApi } from './dataPort.ts';
import { debugApi } from './debug.ts';
import { faqApi } from './faq.ts';
import { groupTasksApi } from './groupTasks.ts';
import { groupsApi } from './groups.ts';
import { hallApi } from './hall.ts';
import { inboxApi } from './inbox.ts';
import { inventoryApi } from './inventory.ts';
import { liveApi } from './live.ts';
import { membersApi } from './members.ts';
import { newsApi } from './news.ts';
import { notificationsApi } from './notifications.ts';
import { openapiApi } from './openapi.ts';
import { passwordResetApi } from './passwordReset.ts';
import { purchaseHistoryApi } from './purchaseHistory.ts';
import { reviveApi } from './revive.ts';
import { shopsApi } from './shops.ts';
import { statisticsApi } from './statistics.ts';
import { socialAuthApi } from './socialAuth.ts';
import { statusApi } from './status.ts';
import { tagsApi } from './tags.ts';
import { tasksApi } from './tasks.ts';
import { tasksChecklistApi } from './tasksChecklist.ts';
import { tasksScoreApi } from './tasksScore.ts';
import { timeApi } from './time.ts';
import { userApi } from './user.ts';
import { webhooksApi } from './webhooks.ts';
import { worldStateApi } from './worldState.ts';

export type * from './routeTypes.ts';
export type * from './staffAnswers.ts';
export * from './apiRoute.ts';
export type { MissedDayTicks } from './cron.ts';
export { MAX_BATCH_EVENTS } from './analytics.ts';
export * from './statistics.ts';
export * from './dataPort.ts';
export {
  accountApi,
  adminApi,
  analyticsApi,
  authApi,
  challengesApi,
  chatApi,
  classesApi,
  contentApi,
  couponsApi,
  cronApi,
  dataPortApi,
  debugApi,
  faqApi,
  groupTasksApi,
  groupsApi,
  hallApi,
  inboxApi,
  inventoryApi,
  liveApi,
  membersApi,
  newsApi,
  notificationsApi,
  openapiApi,
  passwordResetApi,
  purchaseHistoryApi,
  reviveApi,
  shopsApi,
  socialAuthApi,
  statisticsApi,
  statusApi,
  tagsApi,
  tasksApi,
  tasksChecklistApi,
  tasksScoreApi,
  timeApi,
  userApi,
  webhooksApi,
  worldStateApi,
};

export const apiTables = {
  accountApi,
  adminApi,
  analyticsApi,
  authApi,
  challengesApi,
  chatApi,
  classesApi,
  contentApi,
  couponsApi,
  cronApi,
  dataPortApi,
  debugApi,
  faqApi,
  groupTasksApi,
  groupsApi,
  hallApi,
  inboxApi,
  inventoryApi,
  liveApi,
  membersApi,
  newsApi,
  notificationsApi,
  openapiApi,
  passwordResetApi,
  purchaseHistoryApi,
  reviveApi,
  shopsApi,
  socialAuthApi,
  statisticsApi,
  statusApi,
  tagsApi,
  tasksApi,
  tasksChecklistApi,
  tasksScoreApi,
  timeApi,
  userApi,
  webhooksApi,
  worldStateApi,
};
