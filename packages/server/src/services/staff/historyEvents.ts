// The player's acts the admin history lists beside the audit trail: armoire openings and answers to
// party quest invitations. Each is an outbox event recorded in the transaction of the act, kept by
// the audit trail (auditTrail.ts, which trims each list to USER_HISTORY_LENGTH) and read by
// userHistory.ts.
import type { ArmoireDrop } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';

export const ARMOIRE_OPENED = 'shop.armoireOpened';
export const QUEST_INVITE_ANSWERED = 'quest.inviteAnswered';
export const HISTORY_EVENT_TYPES = [ARMOIRE_OPENED, QUEST_INVITE_ANSWERED] as const;

/** The `x-client` header as sent, or null (as the sign-in entries keep it). */
export type Client = string | null;

/** `reward`: the gear or food key the armoire gave, or the experience it gave. */
export async function recordArmoireOpened(
  tx: Queryable,
  { userId, client, drop }: { userId: string; client: Client; drop: ArmoireDrop },
): Promise<void> {
  await recordEvent(tx, {
    type: ARMOIRE_OPENED,
    userId,
    payload: { client, reward: drop.dropKey, rewardType: drop.type },
  });
}

export async function recordQuestInviteAnswered(
  tx: Queryable,
  {
    userId,
    groupId,
    client,
    quest,
    response,
  }: { userId: string; groupId: string; client: Client; quest: string; response: string },
): Promise<void> {
  await recordEvent(tx, {
    type: QUEST_INVITE_ANSWERED,
    userId,
    groupId,
    payload: { client, quest, response },
  });
}
