// A member's copy of a challenge's task. The copy follows the challenge's task in everything but
// what is the member's own: its id, owner, link, history, tags, completion, streak, notes, dates,
// group link, checklist and attribute, and (except on rewards) its value. Notes are copied once,
// when the member has none. The copy carries the challenge's tag.
import type { Task } from '../../model/task.ts';
import type { RecurrenceOptions } from '../recurrence/dayStart.ts';
import { withDueDatesIfDaily } from '../tasks/createTask.ts';

/** The fields a copy keeps for itself (the original's list, plus the daily's own due dates). */
const MEMBER_OWN_FIELDS = new Set([
  '_id',
  'id',
  'userId',
  'challenge',
  'history',
  'tags',
  'completed',
  'dateCompleted',
  'streak',
  'notes',
  'createdAt',
  'updatedAt',
  'group',
  'checklist',
  'attribute',
  'isDue',
  'nextDue',
  'yesterDaily',
  'alias',
  'counterUp',
  'counterDown',
  'collapseChecklist',
]);

/** The challenge task's fields its copies follow. */
export function syncedFields(original: Task): Partial<Task> {
  return Object.fromEntries(
    Object.entries(original).filter(
      ([field]) =>
        !MEMBER_OWN_FIELDS.has(field) && (field !== 'value' || original.type === 'reward'),
    ),
  ) as Partial<Task>;
}

export interface CopyContext {
  userId: string;
  newId: () => string;
  now: Date;
  challenge: { id: string; shortName: string };
  /** The member's day: a daily copy's `isDue` and `nextDue` are the member's own. */
  day?: RecurrenceOptions;
}

/** A new copy for a member who has none. */
export function copyChallengeTask(original: Task, ctx: CopyContext): Task {
  const at = ctx.now.toISOString();
  const copy = {
    ...original,
    id: ctx.newId(),
    userId: ctx.userId,
    challenge: { id: ctx.challenge.id, taskId: original.id, shortName: ctx.challenge.shortName },
    group: {},
    tags: [ctx.challenge.id],
    value: original.type === 'reward' ? original.value : 0,
    attribute: 'str',
    createdAt: at,
    updatedAt: at,
  } as Record<string, unknown>;
  for (const field of ['alias', 'dateCompleted', 'isDue', 'nextDue'] as const) delete copy[field];
  if (original.type === 'habit') Object.assign(copy, { history: [], counterUp: 0, counterDown: 0 });
  if (original.type === 'daily') {
    Object.assign(copy, { history: [], completed: false, streak: 0, checklist: [] });
  }
  if (original.type === 'todo') Object.assign(copy, { completed: false, checklist: [] });
  return withDueDatesIfDaily(copy as unknown as Task, ctx.now, ctx.day);
}

/** The member's copy brought in line with the challenge's task again (a re-join, an edit). */
export function resyncChallengeCopy(
  copy: Task,
  original: Task,
  now: Date,
  day?: RecurrenceOptions,
): Task {
  const challengeId = copy.challenge.id ?? original.challenge.id;
  const synced = {
    ...copy,
    ...syncedFields(original),
    notes: copy.notes || original.notes,
    tags: challengeId && !copy.tags.includes(challengeId) ? [...copy.tags, challengeId] : copy.tags,
    updatedAt: now.toISOString(),
  } as Task;
  return withDueDatesIfDaily(synced, now, day);
}
