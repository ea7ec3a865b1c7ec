// A planned task made into one of the player's tasks: core's createTask checks and defaults the
// fields a player may set (text, schedule, checklist, counters, streak…), then what the task has
// lived through comes from the file — its value, completion, history and dates — each checked
// here. Challenge and team links stay behind: the challenge or team is not the player's to bring.
import { ApiError, createTask, type RecurrenceOptions, type Task } from '@questlog/core';
import type { StoredTask } from '../../db/repositories/tasks.ts';
import { badRow, dateOf, isRecord, type PlannedTask } from './importPlan.ts';

export interface TaskBuildContext {
  now: Date;
  day: RecurrenceOptions;
  userId: string;
  newId: () => string;
  /** The file's tag keys → the new tags' ids. */
  tagIds: ReadonlyMap<string, string>;
}

/** History entries a task may bring (a daily over ten years is about 3,700). */
const MAX_HISTORY = 20_000;

export function buildImportedTask(planned: PlannedTask, ctx: TaskBuildContext): StoredTask {
  const { fields, where } = planned;
  const tags = Array.isArray(fields.tags)
    ? fields.tags.flatMap((key) =>
        typeof key === 'string' && ctx.tagIds.has(key) ? [ctx.tagIds.get(key)!] : [],
      )
    : [];
  let task: Task;
  try {
    task = createTask(
      { ...fields, tags },
      { now: ctx.now, newId: ctx.newId, userId: ctx.userId, day: ctx.day },
    );
  } catch (error) {
    const [first] = error instanceof ApiError ? (error.errors ?? []) : [];
    if (!first) throw error;
    throw badRow(`${where}.${first.param}`, first.message);
  }
  const built: Record<string, unknown> = { ...task, ...livedFields(task, fields, where, ctx.now) };
  // Links and marks the file's task does not carry stay absent rather than defaulted, so a
  // restored task is the task exported.
  for (const field of ['challenge', 'group', 'byHabitica']) {
    if (!(field in fields)) delete built[field];
  }
  return built as unknown as Task;
}

function livedFields(
  task: Task,
  fields: Record<string, unknown>,
  where: string,
  now: Date,
): Partial<Task> {
  const lived: Record<string, unknown> = {};
  for (const field of ['createdAt', 'updatedAt'] as const) {
    const date = fields[field] == null ? now : dateOf(fields[field]);
    if (!date) throw badRow(`${where}.${field}`, 'must be a date');
    lived[field] = date.toISOString();
  }
  if (task.type !== 'reward' && fields.value !== undefined) {
    if (typeof fields.value !== 'number' || !Number.isFinite(fields.value)) {
      throw badRow(`${where}.value`, 'must be a number');
    }
    lived.value = fields.value;
  }
  if ((task.type === 'daily' || task.type === 'todo') && fields.completed !== undefined) {
    if (typeof fields.completed !== 'boolean') {
      throw badRow(`${where}.completed`, 'must be true or false');
    }
    lived.completed = fields.completed;
  }
  if (task.type === 'todo' && fields.dateCompleted) {
    const completedAt = dateOf(fields.dateCompleted);
    if (!completedAt) throw badRow(`${where}.dateCompleted`, 'must be a date');
    lived.dateCompleted = completedAt.toISOString();
  }
  if ((task.type === 'habit' || task.type === 'daily') && fields.history !== undefined) {
    lived.history = checkedHistory(fields.history, `${where}.history`);
  }
  return lived as Partial<Task>;
}

/** History entries as the rules keep them: `date` in epoch milliseconds, the rest numbers. */
function checkedHistory(history: unknown, where: string): Record<string, unknown>[] {
  if (!Array.isArray(history)) throw badRow(where, 'must be a list');
  if (history.length > MAX_HISTORY) {
    throw badRow(where, `holds more than ${MAX_HISTORY} entries`);
  }
  return history.map((entry: unknown, index) => {
    const at = `${where}[${index}]`;
    if (!isRecord(entry)) throw badRow(at, 'must be an object');
    const date = dateOf(entry.date);
    if (!date) throw badRow(`${at}.date`, 'must be a date');
    if (typeof entry.value !== 'number' || !Number.isFinite(entry.value)) {
      throw badRow(`${at}.value`, 'must be a number');
    }
    const checked: Record<string, unknown> = { date: date.getTime(), value: entry.value };
    for (const count of ['scoredUp', 'scoredDown'] as const) {
      if (entry[count] === undefined) continue;
      if (!Number.isInteger(entry[count]) || (entry[count] as number) < 0) {
        throw badRow(`${at}.${count}`, 'must be a whole number');
      }
      checked[count] = entry[count];
    }
    for (const flag of ['isDue', 'completed'] as const) {
      if (typeof entry[flag] === 'boolean') checked[flag] = entry[flag];
    }
    return checked;
  });
}
