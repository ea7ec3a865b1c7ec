// The statistics screens: their states and what each shows, against a fake API. The charts
// themselves are drawn only in a browser (e2e/journeys/statistics.test.ts): jsdom has no canvas.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../i18n.ts';
import { answering, fakeTasksApi, ok } from '../../test/tasksKit.ts';
import { json } from '../../test/requestKit.ts';
import { PlayerStatisticsPage } from './PlayerStatisticsPage.tsx';
import { TaskStatisticsPage } from './TaskStatisticsPage.tsx';

const TASK_ID = '11111111-1111-4111-8111-111111111111';

async function renderAt(path: string) {
  await loadNamespaces(['statistics']);
  const router = createMemoryRouter(
    [
      { path: '/statistics', element: <PlayerStatisticsPage /> },
      { path: '/statistics/tasks/:taskId', element: <TaskStatisticsPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

/** A week of a heatmap: Sunday 22 to Friday 27 November 2026. */
const days = [0, 1, 2, 3, 4, 5].map((day) => ({
  date: `2026-11-${22 + day}`,
  count: day === 4 ? 2 : day % 2,
  level: day === 4 ? 4 : (day % 2) * 2,
}));

const taskStatistics = {
  taskId: TASK_ID,
  type: 'habit',
  text: 'Stretch',
  today: '2026-11-27',
  heatmap: { first: '2026-11-22', last: '2026-11-27', total: 5, max: 2, days },
  streaks: { current: 3, best: 12 },
  strength: {
    frequency: { times: 1, days: 1 },
    series: [
      { date: '2026-11-25', strength: 0.5 },
      { date: '2026-11-26', strength: 0.798 },
    ],
  },
};

describe("a task's statistics", () => {
  it('shows the year, the streaks and the strength, with the numbers on demand', async () => {
    fakeTasksApi(answering('GET', `/tasks/${TASK_ID}/statistics`, () => ok(taskStatistics)));
    await renderAt(`/statistics/tasks/${TASK_ID}`);
    expect(await screen.findByRole('heading', { name: 'Stretch' })).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'The last year' });
    expect(picture.querySelectorAll('rect')).toHaveLength(6);
    expect(screen.getByText('5 completions in the last year, at most 2 in a day.')).toBeTruthy();
    expect(screen.getByText('3 days')).toBeTruthy();
    expect(screen.getByText('12 days')).toBeTruthy();
    expect(screen.getByText('Strength now: 79.8%')).toBeTruthy();

    const strength = screen.getByRole('region', { name: 'Habit strength' });
    const toggle = within(strength).getByRole('button', { name: 'Show the numbers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const table = within(strength).getByRole('table', { name: 'Habit strength' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateStrength',
      'Nov 26, 202679.8%',
      'Nov 25, 202650.0%',
    ]);
  });

  it('says so when there are no records yet', async () => {
    const empty = {
      ...taskStatistics,
      heatmap: { ...taskStatistics.heatmap, total: 0, max: 0, days: [] },
      strength: { frequency: null, series: [] },
    };
    fakeTasksApi(answering('GET', `/tasks/${TASK_ID}/statistics`, () => ok(empty)));
    await renderAt(`/statistics/tasks/${TASK_ID}`);
    expect(
      await screen.findByText('No records yet: they start with your next score.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("names a task that is not the player's, and offers a retry after a failure", async () => {
    fakeTasksApi(
      answering('GET', `/tasks/${TASK_ID}/statistics`, () =>
        json(404, { success: false, error: 'NotFound', message: 'Task not found.' }),
      ),
    );
    await renderAt(`/statistics/tasks/${TASK_ID}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This task is not yours or no longer exists.',
    );

    let calls = 0;
    fakeTasksApi(
      answering('GET', `/tasks/${TASK_ID}/statistics`, () => {
        calls += 1;
        return calls === 1 ? json(500, { success: false, error: 'Internal' }) : ok(taskStatistics);
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The statistics could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Stretch' })).toBeTruthy();
  }, 15_000); // the first refusal loads the error catalogue, slow on a busy machine
});

const playerYear = (year: number) => ({
  year,
  today: '2026-11-27',
  years: [2025, 2026],
  curve: [
    { date: `${year}-11-23`, experience: 30, gold: 3.5, level: 2 },
    { date: `${year}-11-24`, experience: 65, gold: 12.25, level: 3 },
  ],
  weeks: [{ week: `${year}-11-22`, count: 4 }],
  review: {
    completions: year === 2026 ? 4 : 9,
    activeDays: 3,
    mostDone: { taskId: TASK_ID, text: 'Stretch', count: 3 },
    bestStreak: { taskId: TASK_ID, text: null, length: 2 },
    busiestWeekday: 1,
    busiestMonth: { month: 11, count: 4 },
    experienceGained: 55,
    goldGained: 11.25,
    levelsGained: 1,
  },
});

describe("the player's statistics", () => {
  it('reviews the year, and reads another year when chosen', async () => {
    fakeTasksApi(
      answering('GET', '/user/statistics', () => ok(playerYear(2026))),
      answering('GET', '/user/statistics?year=2025', () => ok(playerYear(2025))),
    );
    await renderAt('/statistics');
    expect(await screen.findByRole('heading', { name: '2026 in review' })).toBeTruthy();
    const figure = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Completions')).toBe('4');
    expect(figure('Most done')).toBe('Stretch (3 times)');
    expect(figure('Best streak')).toBe('a deleted task (2 days)');
    expect(figure('Busiest day of the week')).toBe('Monday');
    expect(figure('Busiest month')).toBe('November');
    expect(figure('Gold gained')).toBe('11.25');

    const weeks = screen.getByRole('region', { name: 'Completions per week' });
    await userEvent.click(within(weeks).getByRole('button', { name: 'Show the numbers' }));
    expect(within(weeks).getAllByRole('row').at(-1)?.textContent).toBe('Nov 22, 20264');

    await userEvent.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(await screen.findByRole('heading', { name: '2025 in review' })).toBeTruthy();
    expect(figure('Completions')).toBe('9');
  });

  it('says so when there are no records yet', async () => {
    const empty = {
      ...playerYear(2026),
      years: [2026],
      curve: [],
      weeks: [],
      review: { ...playerYear(2026).review, completions: 0, mostDone: null, bestStreak: null },
    };
    fakeTasksApi(answering('GET', '/user/statistics', () => ok(empty)));
    await renderAt('/statistics');
    expect(
      await screen.findByText('No records yet: they start with your next score.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Year')).toBeNull();
  });
});
