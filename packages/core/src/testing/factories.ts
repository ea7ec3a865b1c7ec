// Small factories for tests of the rules: a fresh player and tasks of each type with the defaults
// of createTask, overridden field by field.
import { newPlayerItems, newPlayerAchievements } from '../content/newPlayer/newPlayerItems.ts';
import { newPlayerFlags, newPlayerStats } from '../content/newPlayer/newPlayerState.ts';
import type { Task, TaskOfType, TaskType } from '../model/task.ts';
import type { RulePreferences, Stats, UserState } from '../model/user.ts';
import { taskDefaults } from '../rules/tasks/taskDefaults.ts';

export const TEST_NOW = new Date('2026-03-10T12:00:00.000Z');
export const TEST_USER_ID = 'user-1';

export interface UserOverrides extends Partial<Omit<UserState, 'stats' | 'preferences'>> {
  stats?: Partial<Stats>;
  preferences?: Partial<RulePreferences>;
}

export function makeUser(overrides: UserOverrides = {}): UserState {
  const { stats, preferences, ...rest } = overrides;
  return {
    id: TEST_USER_ID,
    items: newPlayerItems(TEST_NOW),
    achievements: newPlayerAchievements(),
    flags: newPlayerFlags(),
    party: { quest: { progress: { up: 0, down: 0, collectedItems: 0 } } },
    ...rest,
    stats: { ...newPlayerStats(), ...stats },
    preferences: {
      dayStart: 0,
      timezoneOffset: 0,
      sleep: false,
      disableClasses: false,
      automaticAllocation: false,
      allocationMode: 'flat',
      ...preferences,
    },
  };
}

let counter = 0;
export function sequentialIds(prefix = 'id'): () => string {
  return () => `${prefix}-${++counter}`;
}

export function makeTask<T extends TaskType>(
  type: T,
  overrides: Partial<TaskOfType<T>> = {},
): TaskOfType<T> {
  const task: Task = taskDefaults(type, { id: `${type}-1`, userId: TEST_USER_ID, now: TEST_NOW });
  return { ...(task as TaskOfType<T>), text: `A ${type}`, ...overrides };
}

/** Freezes a value deeply, so a rule that mutates its input throws in the test. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A random source that returns the given numbers in turn, then the last one again. */
export function fixedRandom(...numbers: number[]): () => number {
  let i = 0;
  return () => numbers[Math.min(i++, numbers.length - 1)] ?? 0.5;
}
