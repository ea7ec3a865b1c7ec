// Pending invitations to parties and guilds (the group_invitations table). The invitee's
// `invitations` on GET /user are built from these rows (socialSummary.ts).
import type { Queryable } from '../database.ts';

export interface InvitationRow {
  group_id: string;
  user_id: string;
  inviter_id: string | null;
  created_at: Date;
}

/** Records the invitation; false when the user was already invited to the group. */
export async function addInvitation(
  tx: Queryable,
  {
    groupId,
    userId,
    inviterId,
    now,
  }: { groupId: string; userId: string; inviterId: string; now: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO group_invitations (group_id, user_id, inviter_id, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id`,
    [groupId, userId, inviterId, now],
  );
  return rows.length > 0;
}

export async function findInvitation(
  db: Queryable,
  groupId: string,
  userId: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db.query<InvitationRow>(
    'SELECT * FROM group_invitations WHERE group_id = $1 AND user_id = $2',
    [groupId, userId],
  );
  return row;
}

/** Removes one invitation; false when there was none. */
export async function removeInvitation(
  tx: Queryable,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM group_invitations WHERE group_id = $1 AND user_id = $2 RETURNING user_id',
    [groupId, userId],
  );
  return rows.length > 0;
}

/** Joining a party clears all of the joiner's party invitations. */
export async function removePartyInvitations(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `DELETE FROM group_invitations i USING groups g
     WHERE i.user_id = $1 AND g.id = i.group_id AND g.type = 'party'`,
    [userId],
  );
}

export async function countInvitations(db: Queryable, groupId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM group_invitations WHERE group_id = $1',
    [groupId],
  );
  return row?.count ?? 0;
}

/** The users invited to the group, by id after `afterUserId` (GET /groups/:id/invites). */
export async function listInvitedUserIds(
  db: Queryable,
  groupId: string,
  { afterUserId, limit }: { afterUserId?: string; limit: number },
): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM group_invitations
     WHERE group_id = $1 AND ($2::uuid IS NULL OR user_id > $2::uuid)
     ORDER BY user_id LIMIT $3`,
    [groupId, afterUserId ?? null, limit],
  );
  return rows.map((row) => row.user_id);
}
