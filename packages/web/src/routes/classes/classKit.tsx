// Players and a rendered tasks screen for the class screens' tests.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Player, Stats } from '../../api/tasksTypes.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { loadPlayer } from '../../test/tasksKit.ts';
import { TasksPage } from '../tasks/TasksPage.tsx';

export interface ClassPlayerFields {
  stats?: Partial<Stats>;
  flags?: Record<string, unknown>;
  preferences?: Record<string, unknown>;
  /** Gems are balance × 4. */
  balance?: number;
}

/** A loaded player with the rule fields GET /user carries (new-player defaults otherwise). */
export function loadClassPlayer({ stats, flags, preferences, balance = 0 }: ClassPlayerFields) {
  return loadPlayer(
    { hp: 50, mp: 0, exp: 0, gp: 0, lvl: 1, str: 0, con: 0, int: 0, per: 0, points: 0, ...stats },
    {
      balance,
      flags: { classSelected: false, rebirthEnabled: false, ...flags },
      preferences: {
        sleep: false,
        disableClasses: false,
        automaticAllocation: false,
        allocationMode: 'flat',
        ...preferences,
      },
      items: { gear: { owned: {}, equipped: {}, costume: {} } },
      achievements: {},
    } as Partial<Player>,
  );
}

/** A player with a class (and skills) at the given level and mana. */
export function loadCaster(klass: string, lvl: number, mp: number, extra: ClassPlayerFields = {}) {
  return loadClassPlayer({
    ...extra,
    stats: { class: klass, lvl, mp, ...extra.stats },
    flags: { classSelected: true, ...extra.flags },
  });
}

export function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

export const currentUser = () => useSessionStore.getState().user as Player;
export const currentStats = () => (useSessionStore.getState().user as Player).stats;
