// Shapes shared by the per-type scoring rules.
import type { Task } from '../../model/task.ts';
import type { AttributeValues, UserState } from '../../model/user.ts';
import type { ComputedStats } from '../stats/computedStats.ts';
import { gains } from './gains.ts';
import type { Direction } from './taskValueDelta.ts';

export interface ScoringInput<T extends Task> {
  user: UserState;
  task: T;
  direction: Direction;
  times: number;
  cron: boolean;
  /** The crit multiplier of this scoring (1 when none). */
  crit: number;
  computed: ComputedStats;
  now: Date;
}

/** Changes to add to the stats; mana is clamped by the caller. */
export interface StatChanges {
  hp: number;
  mp: number;
  exp: number;
  gp: number;
}

export interface TypeScore<T extends Task> {
  task: T;
  delta: number;
  changes: StatChanges;
  training: AttributeValues;
  questProgress: number;
  streakBonus?: number;
  /** +1 when a daily reaches a multiple of 21 days, −1 when unchecking takes it back. */
  streakAchievement?: 1 | -1;
}

export const NO_CHANGES: StatChanges = { hp: 0, mp: 0, exp: 0, gp: 0 };

/** Experience and gold for `delta` on `task`. */
export function gainsFor(input: ScoringInput<Task>, delta: number, streak = 0) {
  return gains({
    delta,
    priority: input.task.priority,
    crit: input.crit,
    int: input.computed.int,
    per: input.computed.per,
    direction: input.direction,
    streak,
  });
}
