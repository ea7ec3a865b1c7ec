// Shared pieces of the cron tests: a player in UTC whose last cron was on Tuesday 10 March 2026
// and whose new day is Wednesday 11 March 2026.
import { emptyPlan } from '../../model/plan.ts';
import type { Task } from '../../model/task.ts';
import { deepFreeze, fixedRandom, makeUser } from '../../testing/factories.ts';
import { type CronCatalogue, type CronInput, cron } from './cron.ts';

export const NOW = new Date('2026-03-11T09:00:00.000Z');

export const NO_CATALOGUE: CronCatalogue = {
  loginRewardAt: () => ({ rewards: [] }),
  mysteryItemsOf: () => [],
};

export function cronInput(overrides: Partial<CronInput> = {}): CronInput {
  return {
    user: makeUser(),
    tasks: [],
    purchased: { plan: emptyPlan(), background: {} },
    loginIncentives: 0,
    history: { exp: [], todos: [] },
    daysMissed: 1,
    now: NOW,
    random: fixedRandom(0.5),
    catalogue: NO_CATALOGUE,
    ...overrides,
  };
}

/** Runs cron on frozen input, so a rule that mutates its input fails the test. */
export function runCron(overrides: Partial<CronInput> = {}) {
  const input = cronInput(overrides);
  return cron({ ...input, ...deepFreeze({ user: input.user, tasks: input.tasks as Task[] }) });
}

export function taskById<T extends Task>(tasks: readonly Task[], id: string): T {
  const task = tasks.find((candidate) => candidate.id === id);
  if (!task) throw new Error(`no task ${id}`);
  return task as T;
}
