// Rebirth as a player rule: core's rebirth on the player and their active tasks, the tasks it
// reset written in the player's change.
import { rebirth, type Task } from '@questlog/core';
import {
  listTasks,
  saveTaskValuesStatement,
  type StoredTask,
} from '../../db/repositories/tasks.ts';
import type { PlayerRule } from '../players/playerRule.ts';

export const rebirthWithTasks: PlayerRule<ReturnType<typeof rebirth>> = async (
  player,
  { tx, user, now },
) => {
  const tasks = await listTasks(tx, user.row.id, { kind: 'active' });
  const reborn = rebirth(player, tasks as unknown as Task[], now);
  const changed = (reborn.tasks as unknown as StoredTask[])
    .filter((task, index) => task !== (tasks[index] as unknown))
    .map((task) => ({ ...task, updatedAt: now.toISOString() }));
  if (changed.length > 0) await tx.query(...saveTaskValuesStatement(user.row.id, changed));
  return reborn;
};
