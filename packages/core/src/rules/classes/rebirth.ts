// The Orb of Rebirth: back to level 1 with the collection kept. 6 gems, or free at level 100 once
// every 45 days.
import { newPlayerStats } from '../../content/newPlayer/newPlayerState.ts';
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import type { Task } from '../../model/task.ts';
import { MAX_HEALTH } from '../user/levels.ts';
import { isChallengeTask } from './casting.ts';
import type { PlayerRuleResult } from './types.ts';

export const REBIRTH_BALANCE = 1.5;
export const FREE_REBIRTH_LEVEL = 100;
export const DAYS_BETWEEN_FREE_REBIRTHS = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isFreeRebirth(player: PlayerState, now: Date): boolean {
  if (player.stats.lvl < FREE_REBIRTH_LEVEL) return false;
  const last = player.flags.lastFreeRebirth;
  if (!last) return true;
  // Whole days since the last free one, as the original counts them.
  return (
    Math.floor((now.getTime() - new Date(last).getTime()) / DAY_MS) > DAYS_BETWEEN_FREE_REBIRTHS
  );
}

export function rebornTask<T extends Task>(task: T): T {
  // Tasks of an active challenge keep their values.
  if (isChallengeTask(task)) return task;
  switch (task.type) {
    case 'habit':
      return { ...task, value: 0, counterUp: 0, counterDown: 0 };
    case 'daily':
      return { ...task, value: 0, streak: 0 };
    case 'todo':
      return task.completed ? task : { ...task, value: 0 };
    default:
      return task;
  }
}

interface RebirthAchievements {
  rebirths?: number;
  rebirthLevel?: number;
}

/** The first rebirth counts; later ones count when reached from a higher level, or from 100. */
function rebirthAchievements(player: PlayerState): RebirthAchievements {
  const { rebirths, rebirthLevel } = player.achievements as RebirthAchievements;
  const level = Math.min(player.stats.lvl, FREE_REBIRTH_LEVEL);
  if (!rebirths) return { rebirths: 1, rebirthLevel: level };
  if (level > (rebirthLevel ?? 0) || level === FREE_REBIRTH_LEVEL) {
    return { rebirths: rebirths + 1, rebirthLevel: level };
  }
  return { rebirths, ...(rebirthLevel !== undefined ? { rebirthLevel } : {}) };
}

export interface RebirthResult extends PlayerRuleResult {
  tasks: Task[];
}

/** What the orb costs now, as balance (gems / 4): 6 gems, or nothing when it is free. */
export function rebirthBalance(player: PlayerState, now: Date): number {
  return isFreeRebirth(player, now) ? 0 : REBIRTH_BALANCE;
}

export function rebirth(player: PlayerState, tasks: readonly Task[], now: Date): RebirthResult {
  const price = rebirthBalance(player, now);
  if (player.balance < price) throw new NotAuthorized('notEnoughGems');
  const fresh = newPlayerStats();
  const reborn: PlayerState = {
    ...player,
    balance: player.balance - price,
    stats: {
      ...player.stats,
      buffs: fresh.buffs,
      hp: MAX_HEALTH,
      lvl: 1,
      class: 'warrior',
      str: 0,
      int: 0,
      con: 0,
      per: 0,
      points: 0,
      gp: 0,
      exp: 0,
      mp: 0,
    },
    preferences: { ...player.preferences, automaticAllocation: false },
    items: { ...player.items, currentPet: '', currentMount: '' },
    flags: {
      ...player.flags,
      itemsEnabled: false,
      classSelected: false,
      rebirthEnabled: false,
      levelDrops: {},
      ...(price === 0 ? { lastFreeRebirth: now.toISOString() } : {}),
    },
    achievements: { ...player.achievements, ...rebirthAchievements(player) },
  };
  return {
    player: reborn,
    tasks: tasks.map(rebornTask),
    message: 'rebirthComplete',
    notifications: [{ type: 'REBIRTH_ACHIEVEMENT' }],
  };
}
