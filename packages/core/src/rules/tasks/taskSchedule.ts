// A daily's `rrule` beside the original's fields (docs/game-rules.md#richer-schedules): a rule sent
// fills the fields it can be said in (else they stay as they were and the rule alone decides); the
// fields sent without a rule give the rule (the round trip), so both always say the same.
import type { Daily, Task } from '../../model/task.ts';
import type { RecurrenceOptions } from '../recurrence/dayStart.ts';
import { withRRuleFields } from '../recurrence/recurrenceFromRRule.ts';
import { recurrenceToRRule } from '../recurrence/recurrenceRRule.ts';

const SCHEDULE_FIELDS = [
  'frequency',
  'everyX',
  'repeat',
  'daysOfMonth',
  'weeksOfMonth',
  'startDate',
] as const;

const UTC_DAY: RecurrenceOptions = { dayStart: 0, timezoneOffset: 0 };

/**
 * The task with its schedule fields and `rrule` agreeing after `sent` was applied; `isNew` derives
 * a rule for a daily created from the original's fields alone.
 */
export function withAgreeingSchedule<T extends Task>(
  task: T,
  sent: Record<string, unknown>,
  { day, isNew }: { day: RecurrenceOptions | undefined; isNew: boolean },
): T {
  if (task.type !== 'daily') return task;
  const daily: Daily = task;
  const clock = day ?? UTC_DAY;
  if (typeof sent.rrule === 'string')
    return { ...(withRRuleFields(daily, sent.rrule, clock) ?? daily), rrule: sent.rrule } as T;
  const fieldsSent = SCHEDULE_FIELDS.some((name) => name in sent);
  if (!isNew && !fieldsSent && sent.rrule !== null) return task;
  return { ...daily, rrule: recurrenceToRRule(daily, clock) ?? null } as T;
}
