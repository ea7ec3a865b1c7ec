// Rules that span several recurrence fields, checked once a daily's fields are merged. The single
// fields (everyX 1–9999, days 1–31, weeks 0–4) are checked in tasks/taskFields.ts.
import type { ParamError } from '../../errors.ts';
import { formatMessage } from '../../messages/en.ts';
import type { Task } from '../../model/task.ts';
import { WEEKDAYS } from '../../model/task.ts';

/** A week-of-month rule needs a weekday rule (else the daily could never be due). */
export function recurrenceErrors(task: Task): ParamError[] {
  if (task.type !== 'daily' || task.frequency !== 'monthly' || task.weeksOfMonth.length === 0)
    return [];
  if (WEEKDAYS.some((day) => task.repeat[day])) return [];
  return [
    {
      param: 'repeat',
      message: formatMessage('taskWeeksOfMonthNeedWeekday'),
      value: task.repeat,
    },
  ];
}
