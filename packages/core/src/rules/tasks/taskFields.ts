// Which fields a client may set on each task type, and how each is checked. History, ids, type,
// userId, challenge and group links, completion and (except on rewards) value are the rules' own.
import { isUuid } from '../../ids.ts';
import type { TaskType } from '../../model/task.ts';
import { parseSchedule } from '../recurrence/rruleSchedule.ts';
import {
  ATTRIBUTES,
  DAILY_FREQUENCIES,
  HABIT_FREQUENCIES,
  TASK_PRIORITIES,
} from '../../model/task.ts';
import {
  type CheckContext,
  type Checked,
  asNumber,
  checkBoolean,
  checkChecklist,
  checkLength,
  checkDate,
  checkNumberList,
  checkRepeat,
  checkString,
  checkWholeNumber,
  invalid,
  reject,
  TASK_NOTES_MAX_LENGTH,
  TASK_TEXT_MAX_LENGTH,
} from './taskFieldChecks.ts';

type FieldCheck = (value: unknown, param: string, ctx: CheckContext) => Checked<unknown>;

// Bounded so the unique (user, alias) index never meets a value larger than its row limit.
const ALIAS = /^[A-Za-z0-9_-]{1,200}$/;

function oneOf<T>(choices: readonly T[], key: Parameters<typeof reject>[2]): FieldCheck {
  return (value, param, ctx) => {
    const candidate =
      typeof value === 'string' && typeof choices[0] === 'number' ? asNumber(value) : value;
    return choices.includes(candidate as T) ? candidate : reject(ctx, param, key, value);
  };
}

const checks: Record<string, FieldCheck> = {
  text: (value, param, ctx) =>
    typeof value === 'string' && value.trim() !== ''
      ? checkLength(value, param, ctx, TASK_TEXT_MAX_LENGTH)
      : reject(ctx, param, 'taskTextRequired', value),
  notes: (value, param, ctx) => {
    if (value === null) return '';
    const notes = checkString(value, param, ctx);
    return notes === invalid ? invalid : checkLength(notes, param, ctx, TASK_NOTES_MAX_LENGTH);
  },
  alias: (value, param, ctx) => {
    if (value === null || value === '') return undefined;
    if (typeof value !== 'string' || !ALIAS.test(value) || isUuid(value))
      return reject(ctx, param, 'taskInvalidAlias', value);
    return value;
  },
  tags: (value, param, ctx) =>
    Array.isArray(value) && value.every((tag) => typeof tag === 'string')
      ? [...new Set(value as string[])]
      : reject(ctx, param, 'taskInvalidTags', value),
  priority: oneOf(TASK_PRIORITIES, 'taskInvalidPriority'),
  attribute: oneOf(ATTRIBUTES, 'taskInvalidAttribute'),
  value: (value, param, ctx) => {
    const cost = asNumber(value);
    return cost !== undefined && cost >= 0
      ? cost
      : reject(ctx, param, 'taskInvalidRewardValue', value);
  },
  up: checkBoolean,
  down: checkBoolean,
  counterUp: (v, p, c) =>
    checkWholeNumber(v, p, c, [0, Number.MAX_SAFE_INTEGER], 'taskInvalidCounter'),
  counterDown: (v, p, c) =>
    checkWholeNumber(v, p, c, [0, Number.MAX_SAFE_INTEGER], 'taskInvalidCounter'),
  habitFrequency: oneOf(HABIT_FREQUENCIES, 'taskInvalidFrequency'),
  dailyFrequency: oneOf(DAILY_FREQUENCIES, 'taskInvalidFrequency'),
  everyX: (v, p, c) => checkWholeNumber(v, p, c, [1, 9999], 'taskInvalidEveryX'),
  repeat: checkRepeat,
  startDate: checkDate,
  daysOfMonth: (v, p, c) => checkNumberList(v, p, c, [1, 31], 'taskInvalidDaysOfMonth'),
  weeksOfMonth: (v, p, c) => checkNumberList(v, p, c, [0, 4], 'taskInvalidWeeksOfMonth'),
  streak: (v, p, c) => checkWholeNumber(v, p, c, [0, Number.MAX_SAFE_INTEGER], 'taskInvalidStreak'),
  yesterDaily: checkBoolean,
  checklist: checkChecklist,
  collapseChecklist: checkBoolean,
  date: (value, param, ctx) =>
    value === null || value === '' ? null : checkDate(value, param, ctx),
  // Issue 30's schedules (docs/game-rules.md#richer-schedules); null clears each.
  rrule: (value, param, ctx) =>
    value === null || (typeof value === 'string' && parseSchedule(value) !== undefined)
      ? value
      : reject(ctx, param, 'taskInvalidRRule', value),
  timesPerWeek: (v, p, c) =>
    v === null ? null : checkWholeNumber(v, p, c, [1, 7], 'taskInvalidTimesPerWeek'),
  returnsAfterDays: (v, p, c) =>
    v === null ? null : checkWholeNumber(v, p, c, [1, 365], 'taskInvalidReturnsAfterDays'),
};

const COMMON = ['text', 'notes', 'alias', 'tags', 'priority', 'attribute'] as const;

/** Field name → the check that applies, per task type. */
export const EDITABLE_FIELDS: Record<TaskType, Record<string, FieldCheck>> = {
  habit: pick([...COMMON, 'up', 'down', 'counterUp', 'counterDown'], {
    frequency: checks.habitFrequency!,
  }),
  daily: pick(
    [
      ...COMMON,
      'everyX',
      'repeat',
      'startDate',
      'daysOfMonth',
      'weeksOfMonth',
      'streak',
      'yesterDaily',
      'checklist',
      'collapseChecklist',
      'rrule',
      'timesPerWeek',
    ],
    { frequency: checks.dailyFrequency! },
  ),
  todo: pick([...COMMON, 'checklist', 'collapseChecklist', 'date', 'returnsAfterDays'], {}),
  reward: pick([...COMMON, 'value'], {}),
};

function pick(names: readonly string[], extra: Record<string, FieldCheck>) {
  return { ...Object.fromEntries(names.map((name) => [name, checks[name]!])), ...extra };
}

/**
 * The fields of `input` a client may set on a task of `type`, checked. Fields the client may not
 * set are ignored, as the original API does; invalid ones are recorded in `ctx.errors`.
 */
export function readEditableFields(
  input: Record<string, unknown>,
  type: TaskType,
  ctx: CheckContext,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(EDITABLE_FIELDS[type])) {
    if (!(name in input) || input[name] === undefined) continue;
    const checked = check(input[name], name, ctx);
    if (checked !== invalid) fields[name] = checked;
  }
  return fields;
}
