// To-dos at the day boundary: open to-dos grow redder once (no stats change), and completed ones
// past their keeping time are removed.
import type { Todo } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { scoreTask } from '../tasks/scoreTask.ts';

const DAY_MS = 86_400_000;
/** Completed to-dos are kept this many days (subscribers 90). */
export const COMPLETED_TODO_DAYS = { free: 30, subscriber: 90 } as const;

export function todosAtCron(
  user: UserState,
  todos: readonly Todo[],
  { now, random }: { now: Date; random: () => number },
): Todo[] {
  return todos.map((todo) => {
    if (todo.completed) return todo;
    const scored = scoreTask(
      { user, task: todo },
      { direction: 'down', cron: true },
      { now, random },
    );
    return scored.task as Todo;
  });
}

/** To-dos completed before this instant are past their keeping time. */
export function completedTodoCutoff(now: Date, isSubscriber: boolean): Date {
  const keepDays = isSubscriber ? COMPLETED_TODO_DAYS.subscriber : COMPLETED_TODO_DAYS.free;
  return new Date(now.getTime() - keepDays * DAY_MS);
}

/** A completed to-do of the player's own that cron removes (never challenge or group ones). */
export function isExpiredCompletedTodo(todo: Todo, now: Date, isSubscriber: boolean): boolean {
  if (!todo.completed || !todo.dateCompleted || todo.challenge.id || todo.group.id) return false;
  return Date.parse(todo.dateCompleted) < completedTodoCutoff(now, isSubscriber).getTime();
}
