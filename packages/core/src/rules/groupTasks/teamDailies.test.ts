import { describe, expect, it } from 'vitest';
import type { Daily, TaskGroup } from '../../model/task.ts';
import { deepFreeze, makeTask } from '../../testing/factories.ts';
import { boardDailyAtGroupDay, boardDailyAtMemberDay } from './teamDailies.ts';

// Two days after the factory's start date: yesterday the every-day daily was due.
const NOW = new Date('2026-03-12T12:00:00.000Z');
const DAY_OPTIONS = { dayStart: 0, timezoneOffset: 0 };
const context = { now: NOW, day: DAY_OPTIONS };

function daily(group: Partial<TaskGroup>, fields: Partial<Daily> = {}): Daily {
  return deepFreeze(
    makeTask('daily', { userId: '', group: { id: 'g', ...group }, streak: 3, ...fields }),
  );
}

describe('team-board dailies at the day boundary', () => {
  const bothAssigned = (ann: boolean, ben: boolean) => ({
    assignedUsers: ['ann', 'ben'],
    assignedUsersDetail: {
      ann: { completed: ann, ...(ann ? { completedDate: '2026-03-11T09:00:00.000Z' } : {}) },
      ben: { completed: ben },
    },
  });

  it("a member's day unchecks their own assignment and keeps the streak when they did it", () => {
    const after = boardDailyAtMemberDay(
      daily(bothAssigned(true, true), { completed: true }),
      'ann',
      context,
    );
    expect(after.group.assignedUsersDetail).toEqual({
      ann: { completed: false },
      ben: { completed: true },
    });
    expect(after).toMatchObject({ completed: false, streak: 3, isDue: true });
  });

  it('a member who missed it ends the streak (and nothing else is touched)', () => {
    const after = boardDailyAtMemberDay(daily(bothAssigned(true, false)), 'ben', context);
    expect(after.streak).toBe(0);
    expect(after.value).toBe(0);
    expect(after.group.assignedUsersDetail!.ann).toMatchObject({ completed: true });
  });

  it('leaves dailies not assigned to the member as they are', () => {
    const task = daily({
      assignedUsers: ['ben'],
      assignedUsersDetail: { ben: { completed: true } },
    });
    expect(boardDailyAtMemberDay(task, 'ann', context)).toBe(task);
    expect(boardDailyAtGroupDay(task, context)).toBe(task);
  });

  it("the group's day unchecks an unassigned daily, ending the streak only if nobody did it", () => {
    const done = daily(
      { completedBy: { userId: 'ann', date: '2026-03-11T09:00:00.000Z' } },
      { completed: true },
    );
    const next = boardDailyAtGroupDay(done, context);
    expect(next).toMatchObject({ completed: false, streak: 3 });
    expect(next.group.completedBy).toBeUndefined();
    expect(boardDailyAtGroupDay(daily({}), context).streak).toBe(0);
  });

  it("keeps a completion made since the group's day began", () => {
    const today = daily(
      { completedBy: { userId: 'ann', date: '2026-03-12T08:00:00.000Z' } },
      { completed: true },
    );
    expect(boardDailyAtGroupDay(today, context)).toBe(today);
  });
});
