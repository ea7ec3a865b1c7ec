// The member's ways out of broken copies (their challenge ended or the task left it):
// POST /tasks/unlink-one/:taskId?keep=keep|remove and
// POST /tasks/unlink-all/:challengeId?keep=keep-all|remove-all keep them as the player's own
// tasks or delete them (400 cantOnlyUnlinkChalTask unless the copies are broken).
import {
  BadRequest,
  checkMayUnlink,
  unlinkChallengeCopy,
  removeFromOrder,
  isUuid,
} from '@questlog/core';
import { listBrokenCopies, unlinkCopyColumn } from '../../db/repositories/challengeTasks.ts';
import { deleteTask, saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';

export function unlinkOneCopy(
  context: SignedInContext,
  taskId: string,
  keep: boolean,
): Promise<void> {
  return context.changeActor(async (change) => {
    const task = await findOwnTask(change.tx, change.user.row.id, taskId);
    checkMayUnlink(task);
    await keepOrRemove(change, [task], keep);
  });
}

export function unlinkAllCopies(
  context: SignedInContext,
  challengeId: string,
  keep: boolean,
): Promise<void> {
  return context.changeActor(async (change) => {
    const copies = isUuid(challengeId)
      ? await listBrokenCopies(change.tx, change.user.row.id, challengeId.toLowerCase())
      : [];
    if (copies.length === 0) throw new BadRequest('cantOnlyUnlinkChalTask');
    await keepOrRemove(change, copies, keep);
  });
}

/** Keeps broken copies as the player's own tasks, or deletes them. */
async function keepOrRemove(change: PlayerChange, copies: readonly StoredTask[], keep: boolean) {
  const { tx, user, now } = change;
  if (keep) {
    for (const copy of copies) {
      await saveTask(tx, unlinkChallengeCopy(copy, now));
    }
    await unlinkCopyColumn(
      tx,
      copies.map((copy) => copy.id),
    );
    return;
  }
  let order = user.row.tasks_order;
  for (const copy of copies) {
    await deleteTask(tx, user.row.id, copy.id);
    order = removeFromOrder(order, copy);
  }
  change.setUserColumns({ tasks_order: order });
}
