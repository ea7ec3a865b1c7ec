// A level reached and a quest won are celebrated (two new players found the level-up dialog bare
// text): the avatar (TasksPage.test.tsx), or the defeated boss, pops up amid rays and confetti,
// moving only for players who have not asked for reduced motion.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import celebrationCss from '../../components/celebration/Celebration.module.css?raw';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

/** A player whose party has just won `questKey`. */
function loadWinner(questKey: string) {
  return loadPlayer({}, { party: { quest: { key: null, completed: questKey } } } as never);
}

const questWon = () => useSessionStore.getState().user?.party?.quest as { completed?: unknown };

describe('the celebration’s motion', () => {
  it('moves only inside a prefers-reduced-motion: no-preference block', () => {
    const stillRules = celebrationCss.replace(
      /@media \(prefers-reduced-motion: no-preference\) \{[\s\S]*?\n\}/,
      '',
    );
    expect(celebrationCss).toMatch(/no-preference\) \{[\s\S]*animation: turn/);
    expect(stillRules).not.toMatch(/animation:|transition:/);
  });
});

describe('the quest-won dialog', () => {
  it('shows the defeated boss and what everyone received, and is cleared once seen', async () => {
    loadWinner('dustbunnies');
    const calls = fakeTasksApi(
      ...listing([]),
      answering('PUT', '/user', () =>
        ok({ ...useSessionStore.getState().user, party: { quest: { completed: null } } }),
      ),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'Quest complete!' });
    const scene = dialog.querySelector('[class*="celebration"]') as HTMLElement;
    const boss = within(scene).getByRole('img', { name: 'Wild Dust Bunnies, defeated' });
    expect(boss.querySelector('[data-boss="dustbunnies"]')).not.toBeNull();
    expect(dialog.textContent).toContain('Your party defeated Wild Dust Bunnies!');
    expect(within(dialog).getByText(/experience$/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Hooray!' }));
    expect(screen.queryByRole('dialog', { name: 'Quest complete!' })).toBeNull();
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/v4/user' }));
    expect(calls.at(-1)?.body).toEqual({ 'party.quest.completed': null });
    expect(questWon().completed).toBeNull();
  });

  it('names the items everyone received, counted, but not those for the scroll’s owner', async () => {
    const received = async (questKey: string) => {
      loadWinner(questKey);
      fakeTasksApi(...listing([]));
      const { unmount } = renderTasks();
      const dialog = await screen.findByRole('dialog', { name: 'Quest complete!' });
      const lines = within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      unmount();
      return lines;
    };
    expect(await received('vice3')).toEqual([
      '1000 experience',
      '100 gold',
      'Spear of the Patron',
      '2 × Dragon egg',
      '2 × Shade hatching potion',
    ]);
    // the next scroll of the chain goes to the owner alone
    expect(await received('vice1')).toEqual(['100 experience', '20 gold']);
  });

  it('comes back when the server refuses to clear it', async () => {
    loadWinner('dustbunnies');
    fakeTasksApi(
      ...listing([]),
      answering('PUT', '/user', () =>
        json(400, { success: false, error: 'BadRequest', message: 'No.' }),
      ),
    );
    renderTasks();
    const dialog = await screen.findByRole('dialog', { name: 'Quest complete!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hooray!' }));
    expect(await screen.findByRole('dialog', { name: 'Quest complete!' })).toBeTruthy();
    expect(questWon().completed).toBe('dustbunnies');
  });

  it('shows a quest of finding things by its scroll, and waits for an open level-up', async () => {
    const collectQuest = 'evilsanta2';
    loadWinner(collectQuest);
    useTasksStore.setState({ levelReached: 3 });
    fakeTasksApi(...listing([]));
    renderTasks();
    const levelUp = await screen.findByRole('dialog', { name: 'Level up!' });
    expect(screen.queryByRole('dialog', { name: 'Quest complete!' })).toBeNull();
    await userEvent.click(within(levelUp).getByRole('button', { name: 'Onward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quest complete!' });
    expect(dialog.querySelector(`[data-sprite="quest:${collectQuest}"]`)).not.toBeNull();
    expect(dialog.textContent).toContain('Your party completed');
  });
});
