// POST /groups/:groupId/reject-invite: the invited player turns the invitation down, inside
// changeGroup; 401 messageGroupRequiresInvite when there was none.
import { NotAuthorized } from '@questlog/core';
import { removeInvitation } from '../../db/repositories/groupInvitations.ts';
import type { PartyChange } from './partyChange.ts';

export async function rejectInvitation({ tx, group, user }: PartyChange): Promise<void> {
  if (!(await removeInvitation(tx, group.id, user.row.id))) {
    throw new NotAuthorized('messageGroupRequiresInvite');
  }
}
