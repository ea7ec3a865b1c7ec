// The player's data as the original's export gives it: the user object, their tasks by list, and
// their private messages keyed by id — every message, not only the newest 200 (the original's
// silent cap is not copied).
import { TASKS_ORDER_KEY } from '@questlog/core';
import { listWholeInbox } from '../../db/repositories/inboxMessages.ts';
import { listNotifications } from '../../db/repositories/notifications.ts';
import { loadSocialSummary } from '../../db/repositories/socialSummary.ts';
import { loadUser } from '../../db/repositories/users.ts';
import type { Queryable } from '../../db/database.ts';
import { presentPrivateMessage } from '../../presenters/presentPrivateMessage.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentUser } from '../../presenters/presentUser.ts';
import { latestNewsPostId } from '../news/newsReader.ts';
import { listAllTasksWithHistories } from '../records/recordedHistories.ts';

export async function userDataOf(db: Queryable, userId: string, now: Date) {
  const [user, social, notifications, tasks, inbox, latest] = await Promise.all([
    loadUser(db, userId),
    loadSocialSummary(db, userId, now),
    listNotifications(db, userId),
    listAllTasksWithHistories(db, userId),
    listWholeInbox(db, userId),
    latestNewsPostId(db, now),
  ]);
  const presented = presentUser(user!, { notifications, now, social, latestNewsPostId: latest });
  const byList: Record<string, ReturnType<typeof presentTask>[]> = {
    habits: [],
    dailys: [],
    todos: [],
    rewards: [],
  };
  for (const task of tasks) byList[TASKS_ORDER_KEY[task.type]]!.push(presentTask(task));
  return {
    ...presented,
    tasks: byList,
    inbox: {
      ...presented.inbox,
      messages: Object.fromEntries(inbox.map((row) => [row.id, presentPrivateMessage(row)])),
    },
  };
}
