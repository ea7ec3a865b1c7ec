// What GET /user says of the player's social life: the guilds they belong to, the
// invitations waiting for them and their unread private messages, in one round trip. The rows
// live in group_members, group_invitations and inbox_messages, never in the user row.
import { hasLivePlan, type GroupPlan } from '@questlog/core';
import type { Queryable } from '../database.ts';

export interface Invitation {
  id: string;
  name: string;
  inviter: string | null;
  publicGuild?: boolean;
  cancelledPlan?: boolean;
  /**
   * Beyond the original: a guild invitation says whether the guild has a live group plan, so a
   * client can show it as a plan and send its answer to the right screen.
   */
  groupPlan?: boolean;
}

export interface SocialSummary {
  guildIds: string[];
  /** The challenges the player takes part in (challenge_members). */
  challengeIds?: string[];
  partyInvitations: Invitation[];
  guildInvitations: Invitation[];
  unreadMessages: number;
}

interface SummaryRow {
  guild_ids: string[];
  challenge_ids: string[];
  invitations: (Invitation & { type: string; purchased: { plan?: GroupPlan } })[];
  unread: number;
}

export async function loadSocialSummary(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<SocialSummary> {
  const [row] = await db.query<SummaryRow>(
    `SELECT
       coalesce((SELECT jsonb_agg(m.group_id ORDER BY m.joined_at) FROM group_members m
                 WHERE m.user_id = $1 AND m.group_type = 'guild'), '[]') AS guild_ids,
       coalesce((SELECT jsonb_agg(c.challenge_id ORDER BY c.joined_at, c.challenge_id)
                 FROM challenge_members c WHERE c.user_id = $1), '[]') AS challenge_ids,
       coalesce((SELECT jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name,
                   'inviter', i.inviter_id, 'type', g.type, 'publicGuild', g.privacy = 'public',
                   'cancelledPlan', i.cancelled_plan, 'purchased', g.purchased)
                   ORDER BY i.created_at)
                 FROM group_invitations i JOIN groups g ON g.id = i.group_id
                 WHERE i.user_id = $1), '[]') AS invitations,
       (SELECT count(*)::int FROM inbox_messages
        WHERE owner_id = $1 AND NOT is_sent AND read_at IS NULL) AS unread`,
    [userId],
  );
  const invitations = row?.invitations ?? [];
  return {
    guildIds: row?.guild_ids ?? [],
    challengeIds: row?.challenge_ids ?? [],
    // A party invitation carries no publicGuild: only a guild's says whether it is public.
    partyInvitations: invitations
      .filter((invitation) => invitation.type === 'party')
      .map(({ type: _type, publicGuild: _public, purchased: _plan, ...invitation }) => invitation),
    guildInvitations: invitations
      .filter((invitation) => invitation.type === 'guild')
      .map(({ type: _type, purchased, ...invitation }) => ({
        ...invitation,
        groupPlan: hasLivePlan(purchased, now),
      })),
    unreadMessages: row?.unread ?? 0,
  };
}
