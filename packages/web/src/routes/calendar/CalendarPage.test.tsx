// The calendar: a month of dailies due and to-dos with due dates, moved through with the keys,
// each day cell naming its date and what is due.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTasksApi, listing, loadPlayer, makeTask } from '../../test/tasksKit.ts';
import { movedDate, monthWeeks, shiftMonths } from './calendarDays.ts';
import { CalendarPage } from './CalendarPage.tsx';
import { dateOfKey, dateKey } from '@questlog/core';

function renderCalendar() {
  const router = createMemoryRouter([{ path: '/', element: <CalendarPage /> }]);
  return render(<RouterProvider router={router} />);
}

const gym = makeTask({
  type: 'daily',
  text: 'Gym',
  frequency: 'weekly',
  everyX: 1,
  repeat: { m: true, th: true },
  startDate: '2026-01-01T00:00:00.000Z',
});
const lastWeekday = makeTask({
  type: 'daily',
  text: 'Invoices',
  rrule: 'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
} as never);
const taxes = makeTask({ type: 'todo', text: 'Taxes', date: '2026-03-16T00:00:00.000Z' });
const doneTodo = makeTask({
  type: 'todo',
  text: 'Done already',
  date: '2026-03-16T00:00:00.000Z',
  completed: true,
});

beforeEach(() => {
  // Wednesday 4 March 2026
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
  loadPlayer({}, {
    preferences: {
      dayStart: 0,
      timezone: 'UTC',
      timezoneOffset: 0,
      vacations: [{ id: 'v1', start: '2026-03-20', end: '2026-03-21' }],
    },
  } as never);
});
afterEach(() => vi.useRealTimers());

const cell = (name: string | RegExp) => screen.getByRole('gridcell', { name });

describe('the calendar grid', () => {
  it('names each day with what is due on it', async () => {
    fakeTasksApi(...listing([gym, lastWeekday, taxes, doneTodo]));
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    expect(within(grid).getAllByRole('columnheader')[0]?.textContent).toBe('Mon');
    await screen.findByText('Nothing is due', { selector: 'p' });
    expect(cell('Today, Wednesday, March 4, 2026. Nothing is due').tabIndex).toBe(0);
    expect(cell('Thursday, March 5, 2026. 1 daily due: Gym')).toBeTruthy();
    expect(cell('Monday, March 16, 2026. 1 daily due: Gym. 1 to-do due: Taxes')).toBeTruthy();
    expect(cell('Tuesday, March 31, 2026. 1 daily due: Invoices')).toBeTruthy();
    expect(cell('Sunday, March 1, 2026. Nothing is due').tabIndex).toBe(-1);
    expect(cell('Friday, March 20, 2026. On vacation. Nothing is due')).toBeTruthy();
  });

  it('moves between days with the arrow keys, and months with Page Up and Page Down', async () => {
    fakeTasksApi(...listing([gym, taxes]));
    renderCalendar();
    await screen.findByRole('grid', { name: 'March 2026' });
    const today = cell(/^Today, Wednesday, March 4/);
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell(/^Thursday, March 5, 2026/));
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell(/^Thursday, March 19, 2026/));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(/^Monday, March 16, 2026/));
    expect(screen.getByRole('heading', { name: 'Monday, March 16, 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'To-dos due' })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(cell(/^Sunday, February 22, 2026/));
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(cell(/^Sunday, March 22, 2026/));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(cell(/^Sunday, March 22, 2026/));
    // only one day is in the tab order
    expect(screen.getAllByRole('gridcell').filter((day) => day.tabIndex === 0)).toHaveLength(1);
  });

  it('says when the tasks cannot be loaded', async () => {
    fakeTasksApi();
    renderCalendar();
    expect(await screen.findByText('Your tasks could not be loaded.')).toBeTruthy();
  });
});

describe('the calendar rules', () => {
  const day = (key: string) => dateOfKey(key)!;
  it('lays a month out Monday first, keeps a shifted month day inside its month', () => {
    const weeks = monthWeeks(day('2026-03-04'));
    expect(weeks[0]?.map((date) => (date === null ? null : dateKey(date)))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '2026-03-01',
    ]);
    expect(dateKey(shiftMonths(day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(dateKey(shiftMonths(day('2026-01-15'), -1))).toBe('2025-12-15');
    expect(movedDate('Tab', day('2026-01-15'))).toBeUndefined();
  });
});
