// Scores the player's tasks inside a change (changeUser: locked, or optimistic for one score): core's
// scoreTask decides everything; this loads, persists the task, the player's game state, the order
// (a completed to-do leaves tasksOrder.todos, an uncompleted one returns on top) and the
// player's lasting notifications (level drops, onboarding…).
import { scoreTask, type ScoreTaskResult, type Task, type UserState } from '@questlog/core';
import { addNotification, addNotificationStatement } from '../db/repositories/notifications.ts';
import {
  ORDER_KEY,
  saveTask,
  saveTaskStatement,
  type StoredTask,
} from '../db/repositories/tasks.ts';
import type { StoredUser } from '../db/repositories/users.ts';
import { playerStateOf } from './playerState.ts';
import { findOwnTask } from './taskFinder.ts';
import type { TasksOrder } from './tasksOrderer.ts';
import type { PlayerChange } from './userChanger.ts';

export type Direction = 'up' | 'down';

export interface TaskScore {
  taskId: string;
  delta: number;
  tmp: ScoreTaskResult['tmp'] & { notices?: ScoreTaskResult['notifications'] };
}

/** Scores each `{ id, direction }` in turn, each on the state the previous one left. */
export async function scoreTasks(
  { tx, user, now, random, setUserColumns, writeWithBump, notificationsChanged }: PlayerChange,
  scores: readonly { id: string; direction: Direction }[],
): Promise<{ scores: TaskScore[]; stats: UserState['stats'] }> {
  const row = user.row;
  // The whole player: drops read the subscription (a subscriber's daily cap is doubled).
  let state: UserState = playerStateOf(row);
  let order: TasksOrder = row.tasks_order;
  const answers: TaskScore[] = [];
  const isSingle = scores.length === 1;
  for (const { id, direction } of scores) {
    const task = (preloadedTask(user, id) ??
      (await findOwnTask(tx, row.id, id))) as unknown as Task;
    const result = scoreTask({ user: state, task }, { direction }, { now, random });
    const scoredTask = result.task as unknown as StoredTask;
    order = orderAfter(order, task, result.task);
    if (isSingle) {
      // Written with the version bump, only if it happens (changeUser's optimistic path).
      writeWithBump(...saveTaskStatement(scoredTask, { fromBumped: true }));
      for (const notification of result.userNotifications) {
        writeWithBump(...addNotificationStatement(row.id, { ...notification, now }));
      }
    } else {
      // In a bulk score a task may come twice: each is written at once and read fresh.
      await saveTask(tx, scoredTask);
      for (const notification of result.userNotifications) {
        await addNotification(tx, row.id, { ...notification, now });
      }
    }
    if (result.userNotifications.length > 0) notificationsChanged();
    state = result.user;
    answers.push({
      taskId: task.id,
      delta: result.delta,
      tmp: { ...result.tmp, notices: result.notifications },
    });
  }
  // Written with the version bump, in the same statement.
  setUserColumns({
    stats: state.stats,
    items: state.items,
    achievements: state.achievements,
    flags: state.flags,
    party: { ...row.party, ...state.party },
    tasks_order: order,
  });
  return { scores: answers, stats: state.stats };
}

/** The task as authentication read it with the player (a single score), if it did. */
function preloadedTask(user: StoredUser, idOrAlias: string): StoredTask | undefined {
  return user.preloadedTasks?.find((task) => task.id === idOrAlias || task.alias === idOrAlias);
}

function orderAfter(order: TasksOrder, before: Task, after: Task): TasksOrder {
  if (before.type !== 'todo' || after.type !== 'todo' || before.completed === after.completed) {
    return order;
  }
  const todos = (order[ORDER_KEY.todo] ?? []).filter((id) => id !== after.id);
  return { ...order, [ORDER_KEY.todo]: after.completed ? todos : [after.id, ...todos] };
}
