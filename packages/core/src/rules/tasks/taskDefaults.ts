// The defaults of a new task by type.
import type { Task, TaskType } from '../../model/task.ts';

/** The price of a reward created without one: a new reward is never free by omission. */
export const NEW_REWARD_VALUE = 10;

export interface TaskDefaultsContext {
  id: string;
  userId: string;
  now: Date;
}

export function taskDefaults(type: TaskType, { id, userId, now }: TaskDefaultsContext): Task {
  const at = now.toISOString();
  const common = {
    id,
    userId,
    text: '',
    notes: '',
    tags: [],
    value: 0,
    priority: 1,
    attribute: 'str',
    challenge: {},
    group: {},
    byHabitica: false,
    createdAt: at,
    updatedAt: at,
  } as const;
  switch (type) {
    case 'habit':
      return {
        ...common,
        tags: [],
        type,
        up: true,
        down: true,
        counterUp: 0,
        counterDown: 0,
        frequency: 'daily',
        history: [],
      };
    case 'daily':
      return {
        ...common,
        tags: [],
        type,
        completed: false,
        checklist: [],
        collapseChecklist: false,
        streak: 0,
        repeat: { su: true, m: true, t: true, w: true, th: true, f: true, s: true },
        everyX: 1,
        frequency: 'weekly',
        startDate: at,
        daysOfMonth: [],
        weeksOfMonth: [],
        // The recurrence rule (shouldDo) recomputes these; a new daily that repeats every day from
        // now is due today.
        isDue: true,
        nextDue: [],
        yesterDaily: true,
        history: [],
      };
    case 'todo':
      return {
        ...common,
        tags: [],
        type,
        completed: false,
        checklist: [],
        collapseChecklist: false,
      };
    case 'reward':
      return { ...common, tags: [], type, value: NEW_REWARD_VALUE };
  }
}
