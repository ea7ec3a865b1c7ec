// Creating a task: type defaults, then the client's fields, checked.
import type { RecurrenceOptions } from '../recurrence/dayStart.ts';
import { withDueDates } from '../recurrence/isDue.ts';
import { BadRequest, type ParamError } from '../../errors.ts';
import { formatMessage } from '../../messages/en.ts';
import type { Task, TaskType } from '../../model/task.ts';
import { TASK_TYPES } from '../../model/task.ts';
import { recurrenceErrors } from '../recurrence/checkRecurrence.ts';
import { taskDefaults } from './taskDefaults.ts';
import { readEditableFields } from './taskFields.ts';
import { withAgreeingSchedule } from './taskSchedule.ts';

/** What a client posts: `type` and `text` are required, the rest is optional. */
export type TaskInput = Record<string, unknown>;

/** A daily with `isDue`/`nextDue` worked out for `now` when the owner's day is known. */
export function withDueDatesIfDaily<T extends Task>(
  task: T,
  now: Date,
  day: RecurrenceOptions | undefined,
): T {
  if (task.type !== 'daily' || !day) return task;
  return withDueDates(task, now, day) as T;
}

export interface CreateTaskContext {
  now: Date;
  newId: () => string;
  /** The owner; the server passes the signed-in user's id. */
  userId?: string;
  /** The owner's day: a daily then carries `isDue` and `nextDue`. */
  day?: RecurrenceOptions;
}

export function invalidTaskParameters(errors: ParamError[]): BadRequest {
  return new BadRequest('invalidRequestParameters', { errors });
}

function isTaskType(value: unknown): value is TaskType {
  return (TASK_TYPES as readonly unknown[]).includes(value);
}

export function createTask(input: TaskInput, ctx: CreateTaskContext): Task {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw invalidTaskParameters([{ param: 'body', message: formatMessage('taskNotAnObject') }]);
  const { type } = input;
  if (!isTaskType(type))
    throw invalidTaskParameters([
      { param: 'type', message: formatMessage('taskInvalidType'), value: type },
    ]);
  const errors: ParamError[] = [];
  const fields = readEditableFields(input, type, { errors, newId: ctx.newId });
  if (!('text' in fields) && !errors.some((error) => error.param === 'text'))
    errors.push({ param: 'text', message: formatMessage('taskTextRequired'), value: input.text });
  if (errors.length > 0) throw invalidTaskParameters(errors);

  const task = taskDefaults(type, { id: ctx.newId(), userId: ctx.userId ?? '', now: ctx.now });
  const repeat =
    'repeat' in task
      ? { repeat: { ...task.repeat, ...(fields.repeat as object | undefined) } }
      : {};
  const created = withAgreeingSchedule({ ...task, ...fields, ...repeat } as Task, fields, {
    day: ctx.day,
    isNew: true,
  });
  if (created.alias === undefined) delete created.alias;
  const scheduleErrors = recurrenceErrors(created);
  if (scheduleErrors.length > 0) throw invalidTaskParameters(scheduleErrors);
  return withDueDatesIfDaily(created, ctx.now, ctx.day);
}
