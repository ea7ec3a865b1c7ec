import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notificationStack } from '../../components/notifications/notificationStack.ts';
import { CRAMPED_QUERY } from '../../components/usePhoneLayout.ts';
import { stubMediaQueries } from '../../test/mediaQueries.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { answering, fakeTasksApi, listing, makeTask, ok } from '../../test/tasksKit.ts';
import {
  currentStats,
  currentUser,
  loadCaster,
  loadClassPlayer,
  renderTasks,
} from './classKit.tsx';

const skillButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Cast ${name} `) });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('the skills bar', () => {
  it('lists the class skills with mana and level, greyed by core’s refusals', async () => {
    loadCaster('wizard', 12, 25);
    fakeTasksApi(...listing([makeTask({ type: 'habit', text: 'Read' })]));
    renderTasks();
    const bar = await screen.findByRole('region', { name: 'Skills' });
    expect(
      within(bar)
        .getAllByRole('button', { name: /^Cast / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Cast Flame Burst (10 mana, level 11)',
      'Cast Mana Tide (30 mana, level 12)',
      'Cast Tremor (35 mana, level 13)',
      'Cast Deep Freeze (40 mana, level 14)',
    ]);
    await waitFor(() => expect(isDisabled(skillButton('Flame Burst'))).toBe(false));
    // 25 mana: Mana Tide (30) lacks mana; Tremor lacks a level, which is said first
    expect(isDisabled(skillButton('Mana Tide'))).toBe(true);
    expect(skillButton('Mana Tide').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(bar).getAllByText('Not enough mana.')).toHaveLength(1);
    expect(isDisabled(skillButton('Tremor'))).toBe(true);
    expect(within(bar).getByText('Unlocked at level 13.')).toBeTruthy();
    expect(within(bar).getByText('Unlocked at level 14.')).toBeTruthy();
  });

  it('greys everything without mana, and shows no bar without a class', async () => {
    loadCaster('warrior', 14, 0);
    fakeTasksApi(...listing([makeTask({ type: 'todo', text: 'File taxes' })]));
    const { unmount } = renderTasks();
    await screen.findByRole('region', { name: 'Skills' });
    for (const name of ['Crushing Blow', 'Shield Wall', 'Rallying Cry', 'Fearsome Glare']) {
      expect(isDisabled(skillButton(name))).toBe(true);
    }
    expect(screen.getAllByText('Not enough mana.')).toHaveLength(4);
    unmount();

    loadClassPlayer({ stats: { lvl: 14, mp: 100 }, preferences: { disableClasses: true } });
    renderTasks();
    await screen.findByRole('heading', { name: 'Attributes' });
    expect(screen.queryByRole('region', { name: 'Skills' })).toBeNull();
  });

  it('says when a skill is already in effect or health is full', async () => {
    loadCaster('healer', 11, 50, { stats: { hp: 50 } });
    fakeTasksApi(...listing([]));
    renderTasks();
    await screen.findByRole('region', { name: 'Skills' });
    expect(isDisabled(skillButton('Soothing Light'))).toBe(true);
    expect(screen.getByText('Your health is already full.')).toBeTruthy();
  });

  it('asks for a task, casts on it and takes the server’s user and task', async () => {
    loadCaster('rogue', 11, 30);
    const walk = makeTask({ type: 'habit', text: 'Walk' });
    const challenge = makeTask({ type: 'daily', text: 'Challenge run', challenge: { id: 'c1' } });
    const push = vi.spyOn(notificationStack, 'push');
    const calls = fakeTasksApi(
      ...listing([walk, challenge]),
      answering('POST', `/user/class/cast/pickPocket?targetId=${walk._id}`, () =>
        ok({
          user: { ...currentUser(), stats: { ...currentStats(), mp: 20, gp: 7.5 } },
          task: { ...walk, value: 0 },
        }),
      ),
    );
    renderTasks();
    await screen.findByRole('button', { name: 'Plus: Walk' });
    await userEvent.click(skillButton('Light Fingers'));
    const picker = screen.getByRole('dialog', { name: 'Cast Light Fingers on which task?' });
    // core refuses challenge tasks, so they are not offered
    expect(within(picker).getAllByRole('button', { name: /^Cast on / })).toHaveLength(1);
    await userEvent.click(within(picker).getByRole('button', { name: 'Cast on Walk' }));
    await waitFor(() => expect(currentStats()?.mp).toBe(20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.url.includes('/class/cast/'))).toHaveLength(1);
    expect(currentStats()?.gp).toBe(7.5);
    expect(useTasksStore.getState().tasks.find((task) => task._id === walk._id)?.value).toBe(0);
    const texts = push.mock.calls.map(([notice]) => notice.text);
    expect(texts).toContain('You cast Light Fingers.');
    push.mockRestore();
  });

  it('casts a party skill at once, without a target', async () => {
    loadCaster('warrior', 13, 30);
    const calls = fakeTasksApi(
      ...listing([]),
      answering('POST', '/user/class/cast/valorousPresence', () =>
        ok({ user: { ...currentUser(), stats: { ...currentStats(), mp: 10 } } }),
      ),
    );
    renderTasks();
    await screen.findByRole('region', { name: 'Skills' });
    await userEvent.click(skillButton('Rallying Cry'));
    await waitFor(() => expect(currentStats()?.mp).toBe(10));
    expect(calls.map((call) => call.url)).toContain('/api/v4/user/class/cast/valorousPresence');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('folds away and opens again, keeps that choice, and starts folded on a small screen', async () => {
    loadCaster('wizard', 12, 25);
    fakeTasksApi(...listing([makeTask({ type: 'habit', text: 'Read' })]));
    const { unmount } = renderTasks();
    const bar = await screen.findByRole('region', { name: 'Skills' });
    const hide = within(bar).getByRole('button', { name: 'Hide skills' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(hide);
    expect(within(bar).queryByRole('button', { name: /^Cast / })).toBeNull();
    unmount();
    // the next visit remembers it
    const second = renderTasks();
    const folded = await screen.findByRole('region', { name: 'Skills' });
    await userEvent.click(within(folded).getByRole('button', { name: 'Show skills' }));
    expect(within(folded).getAllByRole('button', { name: /^Cast / })).toHaveLength(4);
    second.unmount();
    localStorage.removeItem('questlog-skills-drawer');

    stubMediaQueries([CRAMPED_QUERY]);
    try {
      renderTasks();
      const onPhone = await screen.findByRole('region', { name: 'Skills' });
      expect(within(onPhone).queryByRole('button', { name: /^Cast / })).toBeNull();
      const show = within(onPhone).getByRole('button', { name: 'Show skills' });
      expect(show.getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
