// Factories and a routed fake API for the tasks screen's tests.
import {
  newPlayerAchievements,
  newPlayerFlags,
  newPlayerItems,
  newPlayerStats,
} from '@questlog/core';
import type { Player, Stats, Task } from '../api/tasksTypes.ts';
import { useSessionStore } from '../store/sessionStore.ts';
import { resetTasksStore } from '../store/tasksStore.ts';
import { fakeFetch, json, type FakeCall } from './requestKit.ts';
import { storeTestCredentials, testCredentials } from './renderApp.tsx';

let nextTask = 0;

export function makeTask(fields: Partial<Task> & Pick<Task, 'type'>): Task {
  nextTask += 1;
  const id = fields._id ?? `task-${nextTask}`;
  return {
    _id: id,
    id,
    text: `Task ${nextTask}`,
    notes: '',
    value: 0,
    priority: 1,
    attribute: 'str',
    tags: [],
    challenge: {},
    group: {},
    ...(fields.type === 'habit' ? { up: true, down: true } : {}),
    ...(fields.type === 'daily' ? { completed: false, isDue: true, checklist: [] } : {}),
    ...(fields.type === 'todo' ? { completed: false, checklist: [] } : {}),
    ...fields,
  };
}

export const baseStats: Stats = { hp: 50, mp: 30, exp: 10, gp: 5, lvl: 1, int: 0 };

/** A loaded player (session store) with the given stats. */
export function loadPlayer(stats: Partial<Stats> = {}, extra: Partial<Player> = {}): Player {
  storeTestCredentials();
  resetTasksStore();
  const player: Player = {
    id: testCredentials.apiId,
    _v: 1,
    profile: { name: 'Robin' },
    stats: { ...baseStats, ...stats },
    balance: 2.5,
    ...extra,
  };
  useSessionStore.setState({
    status: 'userLoaded',
    credentials: testCredentials,
    user: player,
    userLoad: 'notLoaded',
  });
  return player;
}

/** A loaded player core's rules can read whole, so scores and purchases show at once. */
export function loadRulePlayer(stats: Partial<Stats> = {}): Player {
  const now = new Date('2026-03-10T12:00:00.000Z');
  return loadPlayer({ ...(newPlayerStats() as unknown as Stats), ...stats }, {
    items: newPlayerItems(now),
    achievements: newPlayerAchievements(),
    flags: newPlayerFlags(),
    preferences: {
      dayStart: 0,
      timezoneOffset: 0,
      sleep: false,
      disableClasses: false,
      automaticAllocation: false,
      allocationMode: 'flat',
    },
  } as Partial<Player>);
}

export type Route = (call: FakeCall) => Response | undefined;

/** A fake API: the first route that answers wins; anything else is a 404. */
export function fakeTasksApi(...routes: Route[]) {
  return fakeFetch((call) => {
    for (const route of routes) {
      const answer = route(call);
      if (answer) return answer;
    }
    return json(404, { success: false, error: 'NotFound', message: 'Not found.' });
  });
}

export const ok = (data: unknown, userV?: number) => json(200, { success: true, data, userV });

export function answering(
  method: string,
  path: string | RegExp,
  respond: (call: FakeCall) => Response,
): Route {
  return (call) => {
    const url = call.url.replace(/^\/api\/v4/, '');
    const matches = typeof path === 'string' ? url === path : path.test(url);
    return call.method === method && matches ? respond(call) : undefined;
  };
}

export function listing(tasks: Task[], tags: { id: string; name: string }[] = []): Route[] {
  return [
    answering('GET', '/tasks/user', () => ok(tasks)),
    answering('GET', '/tags', () => ok(tags)),
  ];
}
