import { describe, expect, it } from 'vitest';
import { makeTask } from '../../../test/tasksKit.ts';
import { nextDuePreview } from './schedulePreview.ts';
import type { TaskDraft } from './taskDraft.ts';

const none = { su: false, m: false, t: false, w: false, th: false, f: false, s: false };
const utc = { dayStart: 0, timezoneOffset: 0 };
// Wednesday 15 May 2024
const now = new Date('2024-05-15T10:00:00Z');
const task = makeTask({
  type: 'daily',
  frequency: 'weekly',
  everyX: 1,
  repeat: none,
  startDate: '2024-01-01T00:00:00.000Z',
});

type ScheduleDraft = Pick<TaskDraft, 'frequency' | 'everyX' | 'repeat' | 'startDate'>;
const draft = (fields: Partial<ScheduleDraft>): ScheduleDraft => ({
  frequency: 'daily',
  everyX: '1',
  repeat: none,
  startDate: '2024-05-01',
  ...fields,
});

describe('the recurrence editor preview (core nextDue)', () => {
  it('lists the next 6 days after today for every other day', () => {
    expect(nextDuePreview(task, draft({ everyX: '2' }), utc, now)).toEqual([
      '2024-05-17T00:00:00.000Z',
      '2024-05-19T00:00:00.000Z',
      '2024-05-21T00:00:00.000Z',
      '2024-05-23T00:00:00.000Z',
      '2024-05-25T00:00:00.000Z',
      '2024-05-27T00:00:00.000Z',
    ]);
  });

  it('follows the weekdays ticked, each at the day start in the player offset', () => {
    const weekly = draft({ frequency: 'weekly', repeat: { ...none, m: true, f: true } });
    expect(nextDuePreview(task, weekly, { dayStart: 6, timezoneOffset: 300 }, now)).toEqual([
      '2024-05-17T11:00:00.000Z',
      '2024-05-20T11:00:00.000Z',
      '2024-05-24T11:00:00.000Z',
      '2024-05-27T11:00:00.000Z',
      '2024-05-31T11:00:00.000Z',
      '2024-06-03T11:00:00.000Z',
    ]);
  });

  it('starts at a start date in the future', () => {
    const later = nextDuePreview(task, draft({ startDate: '2024-06-10' }), utc, now);
    expect(later?.[0]).toBe('2024-06-10T00:00:00.000Z');
    expect(later).toHaveLength(6);
  });

  it('keeps the saved start date while the field is empty', () => {
    const preview = nextDuePreview(task, draft({ startDate: '', everyX: '7' }), utc, now);
    // 1 January 2024 was a Monday: every 7 days from it falls on Mondays
    expect(preview?.[0]).toBe('2024-05-20T00:00:00.000Z');
  });

  it('is empty for a schedule that is never due', () => {
    expect(nextDuePreview(task, draft({ frequency: 'weekly', repeat: none }), utc, now)).toEqual(
      [],
    );
    expect(nextDuePreview(task, draft({ everyX: '0' }), utc, now)).toEqual([]);
  });

  it.each(['', 'x', '1.5', '-1', '10000'])('is null for everyX %j', (everyX) => {
    expect(nextDuePreview(task, draft({ everyX }), utc, now)).toBeNull();
  });
});
