// Parties, guilds and the Tavern, and who is in them (see the create_groups migration).
//
// Lock order: a change that locks players (users rows, in id order) takes them before the group
// row. Membership rows are written together with the group's member_count, in one statement that
// updates (and so locks) the group row: two joins of one group queue on it, and the count stays
// equal to the number of members.
//
// A party's members hear of every change to its row on their live streams: the writes here record
// `party.changed` with the columns written (services/live presents them).
import { TAVERN_ID, type GroupQuest } from '@questlog/core';
import { LIVE_EVENT } from '@questlog/core/live';
import type { Queryable } from '../database.ts';
import { recordEvent } from './events.ts';

export type GroupType = 'party' | 'guild' | 'tavern';
export type MemberRole = 'member' | 'manager';

// The Tavern's fixed id (core's, the one the original's clients know), created by the migration.
export { TAVERN_ID };

export interface GroupRow {
  id: string;
  type: GroupType;
  name: string;
  summary: string;
  description: string;
  privacy: 'private' | 'public';
  leader_id: string | null;
  leader_only_challenges: boolean;
  leader_only_get_gems: boolean;
  categories: { slug: string; name: string }[];
  quest: GroupQuest;
  member_count: number;
  challenge_count: number;
  /** Whole gems in the group's bank. */
  balance: number;
  chat_limit_count: number | null;
  logo: string;
  leader_message: string;
  banned_words_allowed: boolean;
  tasks_order: Record<string, string[]>;
  purchased: Record<string, unknown>;
  last_cron_processed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface NewGroup {
  type: Exclude<GroupType, 'tavern'>;
  name: string;
  leaderId: string;
  privacy?: 'private' | 'public';
  summary?: string;
  description?: string;
  categories?: { slug: string; name: string }[];
  now: Date;
}

export interface GroupMember {
  userId: string;
  role: MemberRole;
  joinedAt: Date;
}

/**
 * Creates the group with its leader as its first member. Undefined when the leader is already in
 * a party and the new group is one: nothing is written then. Run it under the leader's row lock
 * (two creations racing for one leader would otherwise meet the one-party index as an error).
 */
export async function createGroup(tx: Queryable, group: NewGroup): Promise<GroupRow | undefined> {
  // One statement: the group and its leader's membership (references are checked at its end).
  const [row] = await tx.query<GroupRow>(
    `WITH created AS (
       INSERT INTO groups (type, name, leader_id, privacy, summary, description, member_count,
         created_at, updated_at, categories)
       SELECT $1, $2, $3, $4, $5, $6, 1, $7, $7, $8::jsonb
       WHERE $1 <> 'party'
         OR NOT EXISTS (SELECT 1 FROM group_members WHERE user_id = $3 AND group_type = 'party')
       RETURNING *
     ), joined AS (
       INSERT INTO group_members (group_id, user_id, group_type, joined_at)
       SELECT id, leader_id, type, created_at FROM created
     )
     SELECT * FROM created`,
    [
      group.type,
      group.name,
      group.leaderId,
      group.privacy ?? 'private',
      // A missing summary is the name.
      group.summary ?? group.name,
      group.description ?? '',
      group.now,
      JSON.stringify(group.categories ?? []),
    ],
  );
  return row;
}

export async function findGroup(db: Queryable, groupId: string): Promise<GroupRow | undefined> {
  const [row] = await db.query<GroupRow>('SELECT * FROM groups WHERE id = $1', [groupId]);
  return row;
}

/**
 * Adds the user to the group. False when nothing changed: already a member, already in another
 * party (for a party), or no such group.
 */
export async function addGroupMember(
  tx: Queryable,
  groupId: string,
  userId: string,
  { role = 'member', now }: { role?: MemberRole; now: Date },
): Promise<boolean> {
  // ON CONFLICT without a target also absorbs the one-party-per-user index.
  const rows = await tx.query<{ id: string; type: GroupType }>(
    `WITH joined AS (
       INSERT INTO group_members (group_id, user_id, group_type, role, joined_at)
       SELECT id, $2, type, $3, $4 FROM groups WHERE id = $1
       ON CONFLICT DO NOTHING RETURNING group_id
     )
     UPDATE groups g SET member_count = member_count + 1, updated_at = $4, version = version + 1
     FROM joined WHERE g.id = joined.group_id RETURNING g.id, g.type`,
    [groupId, userId, role, now],
  );
  await recordPartyChanges(tx, rows, ['member_count']);
  return rows.length > 0;
}

/** Removes the user from the group; false when they were not in it. */
export async function removeGroupMember(
  tx: Queryable,
  groupId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string; type: GroupType }>(
    `WITH left_group AS (
       DELETE FROM group_members WHERE group_id = $1 AND user_id = $2 RETURNING group_id
     )
     UPDATE groups g SET member_count = member_count - 1, updated_at = $3, version = version + 1
     FROM left_group WHERE g.id = left_group.group_id RETURNING g.id, g.type`,
    [groupId, userId, now],
  );
  await recordPartyChanges(tx, rows, ['member_count']);
  return rows.length > 0;
}

/**
 * Takes the user out of every group (their account is being deleted), keeping member counts.
 * A group they led passes to its first remaining member by id (as leaving does); a private
 * group left empty is deleted with its invitations and chat.
 */
export async function removeUserFromAllGroups(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  const left = await tx.query<{ id: string; type: GroupType }>(
    `WITH left_groups AS (DELETE FROM group_members WHERE user_id = $1 RETURNING group_id)
     UPDATE groups g SET member_count = member_count - 1, updated_at = $2, version = version + 1
     FROM left_groups WHERE g.id = left_groups.group_id RETURNING g.id, g.type`,
    [userId, now],
  );
  await recordPartyChanges(tx, left, ['member_count']);
  await tx.query(
    `UPDATE groups g SET leader_id = (SELECT m.user_id FROM group_members m
       WHERE m.group_id = g.id ORDER BY m.user_id LIMIT 1)
     WHERE g.leader_id = $1`,
    [userId],
  );
  const emptied = `SELECT id FROM groups
     WHERE type <> 'tavern' AND privacy = 'private' AND member_count = 0 AND leader_id IS NULL`;
  await tx.query(`DELETE FROM tasks WHERE user_id IS NULL AND group_id IN (${emptied})`);
  await tx.query(`DELETE FROM groups WHERE id IN (${emptied})`);
}

/** The id of the user's party, if they are in one (the one-party index answers it). */
export async function findPartyId(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ group_id: string }>(
    `SELECT group_id FROM group_members WHERE user_id = $1 AND group_type = 'party'`,
    [userId],
  );
  return row?.group_id;
}

/** The user's groups of a type, by id. */
export async function listUserGroupIds(
  db: Queryable,
  userId: string,
  type: GroupType,
): Promise<string[]> {
  const rows = await db.query<{ group_id: string }>(
    'SELECT group_id FROM group_members WHERE user_id = $1 AND group_type = $2 ORDER BY group_id',
    [userId, type],
  );
  return rows.map((row) => row.group_id);
}

/**
 * The group's members sorted by user id, `limit` at a time after `afterUserId` (the `lastId`
 * cursor).
 */
export async function listGroupMembers(
  db: Queryable,
  groupId: string,
  { afterUserId, limit = 1000 }: { afterUserId?: string; limit?: number } = {},
): Promise<GroupMember[]> {
  const rows = await db.query<{ user_id: string; role: MemberRole; joined_at: Date }>(
    `SELECT user_id, role, joined_at FROM group_members
     WHERE group_id = $1 AND ($2::uuid IS NULL OR user_id > $2::uuid)
     ORDER BY user_id LIMIT $3`,
    [groupId, afterUserId ?? null, limit],
  );
  return rows.map((row) => ({ userId: row.user_id, role: row.role, joinedAt: row.joined_at }));
}

/** Groups by id with their leader's name (the live feed's party fields); unknown ids left out. */
export function listGroupsWithLeaderNames(
  db: Queryable,
  ids: readonly string[],
): Promise<(GroupRow & { leader_name: string })[]> {
  return db.query<GroupRow & { leader_name: string }>(
    `SELECT g.*, coalesce(l.profile->>'name', '') AS leader_name
     FROM groups g LEFT JOIN users l ON l.id = g.leader_id WHERE g.id = ANY($1::uuid[])`,
    [ids],
  );
}

/** The group row, locked for the rest of the transaction (take players' locks first). */
export async function lockGroup(tx: Queryable, groupId: string): Promise<GroupRow | undefined> {
  const [row] = await tx.query<GroupRow>('SELECT * FROM groups WHERE id = $1 FOR NO KEY UPDATE', [
    groupId,
  ]);
  return row;
}

/** The columns of a group a change may set (the rest are kept by their own statements). */
export interface GroupChanges {
  name?: string;
  summary?: string;
  description?: string;
  leader_id?: string | null;
  quest?: GroupQuest;
  leader_message?: string;
  logo?: string;
  categories?: { slug: string; name: string }[];
  /** The team board's order (group plans only). */
  tasks_order?: Record<string, string[]>;
  /** `{plan}`: the group plan's subscription. */
  purchased?: Record<string, unknown>;
  /** When the group's day last ran for its team dailies (cron.lastProcessed). */
  last_cron_processed_at?: Date;
  banned_words_allowed?: boolean;
  chat_limit_count?: number | null;
  leader_only_challenges?: boolean;
  leader_only_get_gems?: boolean;
}

/** Writes the changed columns of a locked group, bumping its version. */
export async function updateGroup(
  tx: Queryable,
  groupId: string,
  changes: GroupChanges,
  now: Date,
): Promise<GroupRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  const [row] = await tx.query<GroupRow>(
    `UPDATE groups SET ${[...sets, 'updated_at = $2', 'version = version + 1'].join(', ')}
     WHERE id = $1 RETURNING *`,
    [groupId, now, ...entries.map(([, value]) => value)],
  );
  await recordPartyChanges(
    tx,
    [row!],
    entries.map(([column]) => column),
  );
  return row!;
}

async function recordPartyChanges(
  tx: Queryable,
  groups: readonly { id: string; type: GroupType }[],
  columns: readonly string[],
): Promise<void> {
  for (const group of groups) {
    if (group.type !== 'party') continue;
    await recordEvent(tx, {
      type: LIVE_EVENT.partyChanged,
      groupId: group.id,
      payload: { columns },
    });
  }
}

/** Deletes the group with its memberships, invitations and chat (their references cascade). */
export async function deleteGroup(tx: Queryable, groupId: string): Promise<void> {
  // Its team-board tasks have no other owner (the tasks_have_an_owner check).
  await tx.query('DELETE FROM tasks WHERE group_id = $1 AND user_id IS NULL', [groupId]);
  await tx.query('DELETE FROM groups WHERE id = $1', [groupId]);
}

/** The member's role, or undefined when they are not in the group. */
export async function findMemberRole(
  db: Queryable,
  groupId: string,
  userId: string,
): Promise<MemberRole | undefined> {
  const [row] = await db.query<{ role: MemberRole }>(
    'SELECT role FROM group_members WHERE group_id = $1 AND user_id = $2',
    [groupId, userId],
  );
  return row?.role;
}

export async function setMemberRole(
  tx: Queryable,
  groupId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await tx.query('UPDATE group_members SET role = $3 WHERE group_id = $1 AND user_id = $2', [
    groupId,
    userId,
    role,
  ]);
}
