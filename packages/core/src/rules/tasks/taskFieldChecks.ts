// Checks of single task fields: types, lengths and recurrence bounds.
// Each check returns the cleaned value, or records a ParamError and returns `invalid`.
import type { ParamError } from '../../errors.ts';
import { formatMessage, type MessageKey } from '../../messages/en.ts';
import type { ChecklistItem, Weekday, WeekdayRepeat } from '../../model/task.ts';
import { WEEKDAYS } from '../../model/task.ts';

export const invalid: unique symbol = Symbol('invalid');
export type Checked<T> = T | typeof invalid;

export interface CheckContext {
  errors: ParamError[];
  newId: () => string;
}

export function reject(
  ctx: CheckContext,
  param: string,
  key: MessageKey,
  value: unknown,
  params: Record<string, string | number> = {},
): typeof invalid {
  ctx.errors.push({ param, message: formatMessage(key, { param, ...params }), value });
  return invalid;
}

// Our own bounds for tasks: generous for any real list, small enough that one player cannot fill
// the database or every client's screen. A line of text gets a chat message's 3000.
export const TASK_TEXT_MAX_LENGTH = 3000;
export const TASK_NOTES_MAX_LENGTH = 10_000;
export const CHECKLIST_MAX_ITEMS = 200;
/** The most tasks one player keeps (cleared to-dos not counted). */
export const MAX_TASKS_PER_PLAYER = 2000;

/** Text no longer than `max` characters. */
export function checkLength(
  value: string,
  param: string,
  ctx: CheckContext,
  max: number,
): Checked<string> {
  return value.length <= max ? value : reject(ctx, param, 'taskFieldTooLong', value, { max });
}

/** Numbers arrive as JSON numbers or, from forms, as numeric text. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function checkBoolean(value: unknown, param: string, ctx: CheckContext): Checked<boolean> {
  return typeof value === 'boolean' ? value : reject(ctx, param, 'taskFieldNotBoolean', value);
}

export function checkString(value: unknown, param: string, ctx: CheckContext): Checked<string> {
  return typeof value === 'string' ? value : reject(ctx, param, 'taskFieldNotText', value);
}

export function checkWholeNumber(
  value: unknown,
  param: string,
  ctx: CheckContext,
  [min, max]: readonly [number, number],
  key: MessageKey,
): Checked<number> {
  const number = asNumber(value);
  if (number === undefined || !Number.isInteger(number) || number < min || number > max)
    return reject(ctx, param, key, value);
  return number;
}

export function checkNumberList(
  value: unknown,
  param: string,
  ctx: CheckContext,
  [min, max]: readonly [number, number],
  key: MessageKey,
): Checked<number[]> {
  if (!Array.isArray(value)) return reject(ctx, param, key, value);
  const numbers = value.map(asNumber);
  const isValid = numbers.every(
    (n) => n !== undefined && Number.isInteger(n) && n >= min && n <= max,
  );
  return isValid ? (numbers as number[]) : reject(ctx, param, key, value);
}

/** An instant as ISO text; accepts ISO text, epoch milliseconds or a Date. */
export function checkDate(value: unknown, param: string, ctx: CheckContext): Checked<string> {
  const isDateLike =
    typeof value === 'string' || typeof value === 'number' || value instanceof Date;
  const date = isDateLike ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return reject(ctx, param, 'taskInvalidDate', value);
  return date.toISOString();
}

export function checkRepeat(
  value: unknown,
  param: string,
  ctx: CheckContext,
): Checked<Partial<WeekdayRepeat>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return reject(ctx, param, 'taskInvalidRepeat', value);
  const entries = Object.entries(value);
  const isValid = entries.every(
    ([day, on]) => (WEEKDAYS as readonly string[]).includes(day) && typeof on === 'boolean',
  );
  if (!isValid) return reject(ctx, param, 'taskInvalidRepeat', value);
  return Object.fromEntries(entries) as Partial<Record<Weekday, boolean>>;
}

/** Checklist items with empty text are dropped; items without an id get one. */
export function checkChecklist(
  value: unknown,
  param: string,
  ctx: CheckContext,
): Checked<ChecklistItem[]> {
  if (!Array.isArray(value)) return reject(ctx, param, 'taskInvalidChecklist', value);
  if (value.length > CHECKLIST_MAX_ITEMS)
    return reject(ctx, param, 'taskChecklistTooLong', value, { max: CHECKLIST_MAX_ITEMS });
  const items: ChecklistItem[] = [];
  for (const item of value as unknown[]) {
    if (item === null || typeof item !== 'object')
      return reject(ctx, param, 'taskInvalidChecklist', value);
    const { id, text, completed } = item as Record<string, unknown>;
    if (text !== undefined && typeof text !== 'string')
      return reject(ctx, param, 'taskInvalidChecklist', value);
    if (completed !== undefined && typeof completed !== 'boolean')
      return reject(ctx, param, 'taskInvalidChecklist', value);
    if (!text || text.trim() === '') continue;
    if (checkLength(text, param, ctx, TASK_TEXT_MAX_LENGTH) === invalid) return invalid;
    const itemId = typeof id === 'string' && id !== '' ? id : ctx.newId();
    items.push({ id: itemId, text, completed: completed ?? false });
  }
  return items;
}
