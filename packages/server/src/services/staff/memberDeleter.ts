// DELETE /members/:memberId (userSupport): staff delete a player's account under the player's
// lock, recorded as an admin.memberDeleted event (the audit trail). Without `deleteAccount` the
// call only checks that the player exists, as the original.
import { NotFound } from '@questlog/core';
import { recordEvent } from '../../db/repositories/events.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { deleteAccount } from '../accountDeleter.ts';
import { changePlayer } from '../players/playerChanger.ts';
import type { ServiceContext } from '../serviceContext.ts';

export async function deleteMemberAsStaff(
  context: ServiceContext,
  userId: string,
  { shouldDelete, deleteAmplitude }: { shouldDelete: boolean; deleteAmplitude: boolean },
): Promise<void> {
  if (!(await loadUser(context.db, userId, { withAccount: false }))) {
    throw new NotFound('userWithIDNotFound', { params: { userId } });
  }
  if (!shouldDelete) return;
  await changePlayer(context, userId, async ({ tx, now, actorId }) => {
    await deleteAccount(tx, userId, now);
    await recordEvent(tx, {
      type: 'admin.memberDeleted',
      userId,
      payload: { actorId, deleteAmplitude },
    });
  });
}
