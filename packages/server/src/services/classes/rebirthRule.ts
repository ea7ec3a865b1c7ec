// Rebirth as a player rule: core's rebirth on the player and their active tasks, the tasks it
// reset written in the player's change.
import { rebirth } from '@questlog/core';
import { listTasks, saveTaskValuesStatement } from '../../db/repositories/tasks.ts';
import type { PlayerRule } from '../players/playerRule.ts';

export const rebirthWithTasks: PlayerRule<ReturnType<typeof rebirth>> = async (
  player,
  { tx, user, now },
) => {
  const tasks = await listTasks(tx, user.row.id, { kind: 'active' });
  const reborn = rebirth(player, tasks, now);
  const changed = reborn.tasks
    .filter((task, index) => task !== (tasks[index] as unknown))
    .map((task) => ({ ...task, updatedAt: now.toISOString() }));
  if (changed.length > 0) await tx.query(...saveTaskValuesStatement(user.row.id, changed));
  return reborn;
};
