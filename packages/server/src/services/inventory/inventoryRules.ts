// The inventory rules that write more than the player's row: a reroll (Fortify Potion) resets
// the value of every active task, and opening the last mystery item removes the "new mystery
// items" notification. Both write in the statement of the player's version bump.
import { fortify, openMysteryItem } from '@questlog/core';
import {
  listTasks,
  saveTaskValuesStatement,
  type StoredTask,
} from '../../db/repositories/tasks.ts';
import type { PlayerRule } from '../players/playerRule.ts';

export const rerollTasks = (async (player, { tx, user, now, writeWithBump }) => {
  const tasks = await listTasks(tx, user.row.id, { kind: 'active' });
  const fortified = fortify(player, tasks);
  const changed = fortified.tasks
    .filter((task, index) => task.value !== tasks[index]?.value)
    .map((task) => ({ ...task, updatedAt: now.toISOString() }));
  if (changed.length > 0) {
    writeWithBump(...saveTaskValuesStatement(user.row.id, changed, { fromBumped: true }));
  }
  return { ...fortified, changed };
}) satisfies PlayerRule<ReturnType<typeof fortify> & { changed: StoredTask[] }>;

export const openMysteryItemOf = ((player, { user, writeWithBump }) => {
  const opened = openMysteryItem(player);
  if (opened.isListEmpty) {
    writeWithBump(
      `DELETE FROM notifications USING bumped
       WHERE notifications.user_id = $1 AND notifications.type = 'NEW_MYSTERY_ITEMS'`,
      [user.row.id],
    );
  }
  return opened;
}) satisfies PlayerRule<ReturnType<typeof openMysteryItem>>;
