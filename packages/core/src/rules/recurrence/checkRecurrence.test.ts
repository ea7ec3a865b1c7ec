import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { sequentialIds } from '../../testing/factories.ts';
import { createTask } from '../tasks/createTask.ts';
import { updateTask } from '../tasks/updateTask.ts';
import { recurringDaily, weekdays } from './recurrenceTestKit.ts';

const ctx = { now: new Date('2026-01-01T00:00:00.000Z'), newId: sequentialIds('task') };
const noWeekday = weekdays();

function refusal(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a week-of-month rule needs a weekday', () => {
  it.each([
    [
      'creating',
      () =>
        createTask(
          { type: 'daily', text: 'x', frequency: 'monthly', weeksOfMonth: [0], repeat: noWeekday },
          ctx,
        ),
    ],
    [
      'editing',
      () =>
        updateTask(
          recurringDaily({ frequency: 'monthly' }),
          { weeksOfMonth: [4], repeat: noWeekday },
          ctx,
        ),
    ],
  ])('%s a monthly daily by week of month with no weekday is refused', (_action, action) => {
    const error = refusal(action);
    expect(error).toBeInstanceOf(BadRequest);
    expect(error).toMatchObject({ status: 400, errors: [{ param: 'repeat' }] });
  });

  it.each([
    [
      'monthly by week of month with Monday',
      { frequency: 'monthly', weeksOfMonth: [0], repeat: weekdays('m') },
    ],
    [
      'monthly by day of month with no weekday',
      { frequency: 'monthly', daysOfMonth: [1], repeat: noWeekday },
    ],
    [
      'weekly with weeks of month left over',
      { frequency: 'weekly', weeksOfMonth: [0], repeat: weekdays('m') },
    ],
  ])('%s is accepted', (_description, fields) => {
    expect(createTask({ type: 'daily', text: 'x', ...fields }, ctx)).toMatchObject(fields);
  });

  it('an old daily already breaking the rule can still have its notes edited', () => {
    const daily = recurringDaily({ frequency: 'monthly', weeksOfMonth: [0], repeat: noWeekday });
    expect(updateTask(daily, { notes: 'still editable' }, ctx).notes).toBe('still editable');
  });
});
