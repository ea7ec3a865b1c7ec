// Fortify potion, the `reroll` call: 4 gems for full health and every task but rewards back to
// value 0; tasks of an active challenge keep their value (a broken challenge link frees them).
import { keyedMessage } from '../../messages/keyedMessage.ts';
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import type { Task } from '../../model/task.ts';
import type { InventoryResult } from './inventoryResult.ts';

/** 4 gems, as balance (gems / 4). */
export const FORTIFY_PRICE = 1;
export const FULL_HEALTH = 50;

export interface FortifyResult<T extends Task> extends InventoryResult {
  tasks: T[];
}

function isResettable(task: Task): boolean {
  const challenge = task.challenge as Task['challenge'] | undefined;
  const isActiveChallengeTask = Boolean(challenge?.id) && !challenge?.broken;
  return task.type !== 'reward' && !isActiveChallengeTask;
}

export function fortify<T extends Task>(
  player: PlayerState,
  tasks: readonly T[],
): FortifyResult<T> {
  if (player.balance < FORTIFY_PRICE) throw new NotAuthorized('notEnoughGems');
  return {
    player: {
      ...player,
      balance: player.balance - FORTIFY_PRICE,
      stats: { ...player.stats, hp: FULL_HEALTH },
    },
    tasks: tasks.map((task) => (isResettable(task) ? { ...task, value: 0 } : task)),
    ...keyedMessage('fortifyComplete'),
  };
}
