// A task and a tag as the API sends them. `_id` and `id` both carry the id. Fields a type does not
// use are absent, and the stored task keeps fields no schema names yet (challenge and group
// details), so the task is an open object.
import { Type, type Static } from 'typebox';
import { ATTRIBUTES, DAILY_FREQUENCIES, TASK_TYPES, WEEKDAYS } from '../model/task.ts';
import { openObject, optionalProperties, recordOf } from './schemaParts.ts';

export const ChecklistItemSchema = openObject({
  id: Type.String(),
  text: Type.String(),
  completed: Type.Boolean(),
});
export type ApiChecklistItem = Static<typeof ChecklistItemSchema>;

const WeekdayRepeatSchema = openObject(
  optionalProperties(
    Object.fromEntries(WEEKDAYS.map((day) => [day, Type.Boolean()])) as Record<
      (typeof WEEKDAYS)[number],
      ReturnType<typeof Type.Boolean>
    >,
  ),
);

export const TaskSchema = openObject({
  _id: Type.String(),
  id: Type.String(),
  type: Type.Enum(TASK_TYPES),
  text: Type.String(),
  userId: Type.Optional(Type.String()),
  notes: Type.Optional(Type.String()),
  alias: Type.Optional(Type.String()),
  value: Type.Number(),
  priority: Type.Optional(Type.Number()),
  attribute: Type.Optional(Type.Enum(ATTRIBUTES)),
  tags: Type.Optional(Type.Array(Type.String())),
  createdAt: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.String()),
  up: Type.Optional(Type.Boolean()),
  down: Type.Optional(Type.Boolean()),
  counterUp: Type.Optional(Type.Number()),
  counterDown: Type.Optional(Type.Number()),
  completed: Type.Optional(Type.Boolean()),
  isDue: Type.Optional(Type.Boolean()),
  date: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  checklist: Type.Optional(Type.Array(ChecklistItemSchema)),
  collapseChecklist: Type.Optional(Type.Boolean()),
  startDate: Type.Optional(Type.String()),
  everyX: Type.Optional(Type.Number()),
  frequency: Type.Optional(Type.Enum(DAILY_FREQUENCIES)),
  repeat: Type.Optional(WeekdayRepeatSchema),
  nextDue: Type.Optional(Type.Array(Type.String())),
  daysOfMonth: Type.Optional(Type.Array(Type.Number())),
  weeksOfMonth: Type.Optional(Type.Array(Type.Number())),
  /** Offered in the "record yesterday's activity" dialog (default true). */
  yesterDaily: Type.Optional(Type.Boolean()),
  streak: Type.Optional(Type.Number()),
  /** Ours (issue 30): the one game date 'YYYY-MM-DD' a daily is skipped for, or null. */
  skippedDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Ours (issue 30): a daily's RFC 5545 schedule (DTSTART + RRULE lines), or null. */
  rrule: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Ours (issue 30): a daily due every day of a week until done this many times (1–7), or null. */
  timesPerWeek: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** Ours (issue 30): a to-do that comes back this many days after completion (1–365), or null. */
  returnsAfterDays: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  challenge: Type.Optional(
    openObject({ id: Type.Optional(Type.String()), broken: Type.Optional(Type.String()) }),
  ),
  group: Type.Optional(
    openObject({
      id: Type.Optional(Type.String()),
      assignedUsers: Type.Optional(Type.Array(Type.String())),
      assignedUsersDetail: Type.Optional(
        recordOf(openObject({ completed: Type.Optional(Type.Boolean()) })),
      ),
      approval: Type.Optional(
        openObject({
          required: Type.Optional(Type.Boolean()),
          approved: Type.Optional(Type.Boolean()),
          requested: Type.Optional(Type.Boolean()),
        }),
      ),
    }),
  ),
  history: Type.Optional(Type.Array(Type.Unknown())),
  byHabitica: Type.Optional(Type.Boolean()),
});
export type ApiTask = Static<typeof TaskSchema>;

export const TagSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The tag of a challenge the player takes part in (its id is the challenge's). */
  challenge: Type.Optional(Type.Boolean()),
});
export type ApiTag = Static<typeof TagSchema>;
