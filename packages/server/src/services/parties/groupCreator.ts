// POST /groups for a party: private only, one party per player; the creator leads it and is its
// first member. Under the creator's lock, so two creations cannot both win.
import { NotAuthorized } from '@questlog/core';
import { createGroup, type GroupRow } from '../../db/repositories/groups.ts';
import type { SignedInContext } from '../signedInContext.ts';

export interface NewParty {
  name: string;
  privacy?: 'private' | 'public';
  summary?: string;
  description?: string;
}

export function createParty(context: SignedInContext, party: NewParty): Promise<GroupRow> {
  if (party.privacy === 'public') throw new NotAuthorized('partyMustbePrivate');
  return context.changeActor(
    async ({ tx, user, now, setUserColumns }) => {
      const created = await createGroup(tx, {
        type: 'party',
        name: party.name,
        leaderId: user.row.id,
        summary: party.summary,
        description: party.description,
        now,
      });
      if (!created) throw new NotAuthorized('messageGroupAlreadyInParty');
      // A player with a party stops looking for one.
      const { seeking: _seeking, ...rest } = user.row.party;
      setUserColumns({ party: rest });
      return created;
    },
    { withAccount: false, relistNotifications: false },
  );
}
