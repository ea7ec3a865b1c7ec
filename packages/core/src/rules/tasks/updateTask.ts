// Editing a task (PUT /tasks/:id): only the fields a client may set on that type change
// (taskFields.ts); history, ids, type, owner, links, completion and a non-reward's value never do.
import type { RecurrenceOptions } from '../recurrence/dayStart.ts';
import { withDueDatesIfDaily } from './createTask.ts';
import type { ParamError } from '../../errors.ts';
import { formatMessage } from '../../messages/en.ts';
import type { Task } from '../../model/task.ts';
import { recurrenceErrors } from '../recurrence/checkRecurrence.ts';
import { invalidTaskParameters, type TaskInput } from './createTask.ts';
import { readEditableFields } from './taskFields.ts';
import { withAgreeingSchedule } from './taskSchedule.ts';

export interface UpdateTaskContext {
  now: Date;
  newId: () => string;
  /** The owner's day: a daily's `isDue` and `nextDue` follow its new schedule. */
  day?: RecurrenceOptions;
}

// A user's copy of a challenge task keeps the challenge's wording, schedule and difficulty.
const CHALLENGE_TASK_FIELDS = new Set([
  'notes',
  'tags',
  'attribute',
  'alias',
  'checklist',
  'collapseChecklist',
  'streak',
  'yesterDaily',
  'counterUp',
  'counterDown',
]);

function isActiveChallengeTask(task: Task): boolean {
  return Boolean(task.challenge.id) && !task.challenge.broken;
}

export function updateTask<T extends Task>(task: T, input: TaskInput, ctx: UpdateTaskContext): T {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw invalidTaskParameters([{ param: 'body', message: formatMessage('taskNotAnObject') }]);
  const errors: ParamError[] = [];
  const allowed = isActiveChallengeTask(task)
    ? Object.fromEntries(Object.entries(input).filter(([name]) => CHALLENGE_TASK_FIELDS.has(name)))
    : input;
  const fields = readEditableFields(allowed, task.type, { errors, newId: ctx.newId });
  if (errors.length > 0) throw invalidTaskParameters(errors);

  const repeat =
    task.type === 'daily' && fields.repeat
      ? { repeat: { ...task.repeat, ...(fields.repeat as object) } }
      : {};
  const updated = withAgreeingSchedule(
    { ...task, ...fields, ...repeat, updatedAt: ctx.now.toISOString() },
    fields,
    { day: ctx.day, isNew: false },
  );
  if ('alias' in fields && fields.alias === undefined) delete updated.alias;
  // Only a change to the schedule is checked, so an old daily stays editable in its other fields.
  const isScheduleChange = ['frequency', 'repeat', 'weeksOfMonth'].some((name) => name in fields);
  const scheduleErrors = isScheduleChange ? recurrenceErrors(updated) : [];
  if (scheduleErrors.length > 0) throw invalidTaskParameters(scheduleErrors);
  return withDueDatesIfDaily(updated, ctx.now, ctx.day);
}
