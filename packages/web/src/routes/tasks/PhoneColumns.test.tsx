import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTasksApi, listing, loadPlayer, makeTask } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';
import { PHONE_QUERY } from '../../components/usePhoneLayout.ts';
import { stubMediaQueries } from '../../test/mediaQueries.ts';

function screenWidth({ isPhone }: { isPhone: boolean }) {
  stubMediaQueries(isPhone ? [PHONE_QUERY] : []);
}

function renderTasks() {
  loadPlayer();
  fakeTasksApi(
    ...listing([
      makeTask({ type: 'habit', text: 'Walk' }),
      makeTask({ type: 'daily', text: 'Stretch' }),
      makeTask({ type: 'todo', text: 'File taxes' }),
    ]),
  );
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  render(<RouterProvider router={router} />);
}

const columnNames = () =>
  ['Habits', 'Dailies', 'To-dos', 'Rewards'].filter((name) =>
    screen.queryByRole('region', { name }),
  );

afterEach(() => vi.unstubAllGlobals());

// issue 19.7: a phone shows one column at a time, chosen with a tab bar
describe('the tasks columns on a phone', () => {
  it('shows the habits first and switches columns by tapping a tab or with the arrow keys', async () => {
    screenWidth({ isPhone: true });
    renderTasks();
    const tabs = screen.getByRole('tablist', { name: 'Task columns' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Habits', 'Dailies', 'To-dos', 'Rewards']);
    expect(await screen.findByText('Walk')).toBeTruthy();
    expect(columnNames()).toEqual(['Habits']);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Dailies' }));
    expect(columnNames()).toEqual(['Dailies']);
    expect(
      within(screen.getByRole('region', { name: 'Dailies' })).getByText('Stretch'),
    ).toBeTruthy();
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Dailies');

    await userEvent.keyboard('{ArrowRight}');
    expect(columnNames()).toEqual(['To-dos']);
    expect(document.activeElement?.textContent).toBe('To-dos');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(columnNames()).toEqual(['Habits']); // past the rewards it comes round again
  });

  it('shows all four columns and no tab bar on a wider screen', async () => {
    screenWidth({ isPhone: false });
    renderTasks();
    expect(await screen.findByText('Walk')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(columnNames()).toEqual(['Habits', 'Dailies', 'To-dos', 'Rewards']);
  });

  // issue 19.10: the pinned items bring the shops' catalogue and art, which a phone needs only
  // once the rewards column is shown
  it('loads the pinned shop items when the rewards tab is first opened, and keeps them', async () => {
    screenWidth({ isPhone: true });
    renderTasks();
    expect(await screen.findByText('Walk')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Task columns' });
    const rewardsTab = within(tabs).getByRole('tab', { name: 'Rewards' });
    const rewards = document.getElementById(rewardsTab.getAttribute('aria-controls')!)!;
    expect(within(rewards).queryByRole('heading', { name: 'Pinned', hidden: true })).toBeNull();
    expect(within(rewards).queryByRole('status', { hidden: true })).toBeNull();

    await userEvent.click(rewardsTab);
    expect(await within(rewards).findByRole('heading', { name: 'Pinned' })).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Habits' }));
    expect(within(rewards).getByRole('heading', { name: 'Pinned', hidden: true })).toBeTruthy();
  });
});
