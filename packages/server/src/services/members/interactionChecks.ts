// The objections to an interaction (a private message, a gem gift, a group invitation) between
// two stored players: a revoked chat, a block either way, a receiver who opted out of messages,
// gems to oneself. An empty list means the interaction is allowed.
import {
  NotAuthorized,
  interactionObjections,
  type Interaction,
  type InteractionParty,
} from '@questlog/core';
import type { UserRow } from '../../db/repositories/users.ts';

function partyOf(row: Pick<UserRow, 'id' | 'flags' | 'inbox'>): InteractionParty {
  const inbox = row.inbox as { blocks?: string[]; optOut?: boolean };
  return {
    id: row.id,
    chatRevoked: (row.flags as { chatRevoked?: boolean }).chatRevoked === true,
    blocks: inbox.blocks ?? [],
    optOut: inbox.optOut === true,
  };
}

export function objectionsBetween(
  sender: Pick<UserRow, 'id' | 'flags' | 'inbox'>,
  receiver: Pick<UserRow, 'id' | 'flags' | 'inbox'>,
  interaction: Interaction,
): string[] {
  return interactionObjections(partyOf(sender), partyOf(receiver), interaction);
}

/** Refuses (401) with the first objection, if any. */
export function checkNoObjection(
  sender: Pick<UserRow, 'id' | 'flags' | 'inbox'>,
  receiver: Pick<UserRow, 'id' | 'flags' | 'inbox'>,
  interaction: Interaction,
): void {
  const [first] = objectionsBetween(sender, receiver, interaction);
  if (first) throw new NotAuthorized(first);
}
