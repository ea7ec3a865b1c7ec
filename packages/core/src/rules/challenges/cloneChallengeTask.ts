// A task of a cloned challenge: the source task without its ids, completion, history, streak, dates
// and link; checklist items reset under new ids; the value kept only for rewards. The new
// challenge's own task starts fresh.
import type { Task } from '../../model/task.ts';

export interface CloneContext {
  newId: () => string;
  now: Date;
  challengeId: string;
}

export function cloneChallengeTask(source: Task, ctx: CloneContext): Task {
  const at = ctx.now.toISOString();
  const clone = {
    ...source,
    id: ctx.newId(),
    challenge: { id: ctx.challengeId },
    value: source.type === 'reward' ? source.value : 0,
    createdAt: at,
    updatedAt: at,
  } as Record<string, unknown>;
  delete clone.dateCompleted;
  if ('history' in source) clone.history = [];
  if ('streak' in source) clone.streak = 0;
  if ('completed' in source) clone.completed = false;
  if ('checklist' in source) {
    clone.checklist = source.checklist.map((item) => ({
      ...item,
      id: ctx.newId(),
      completed: false,
    }));
  }
  return clone as unknown as Task;
}
