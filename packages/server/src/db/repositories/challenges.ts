// Challenges and who takes part (see the create_challenges migration). Lock order: players in id
// order, then the group row, then the challenge row. Membership rows change together with
// member_count in one statement that updates (and so locks) the challenge row.
import type { Queryable } from '../database.ts';
import { TAVERN_ID } from './groups.ts';

export interface ChallengeRow {
  id: string;
  name: string;
  short_name: string;
  summary: string;
  description: string;
  official: boolean;
  leader_id: string | null;
  group_id: string | null;
  member_count: number;
  /** Whole gems held until the challenge closes. */
  prize: number;
  categories: { slug: string; name: string }[];
  flags: Record<string, boolean>;
  flag_count: number;
  tasks_order: Record<string, string[]>;
  created_at: Date;
  updated_at: Date;
}

export interface NewChallenge {
  name: string;
  shortName: string;
  summary: string;
  description: string;
  official: boolean;
  leaderId: string;
  groupId: string;
  prize: number;
  categories: { slug: string; name: string }[];
  now: Date;
}

export async function insertChallenge(tx: Queryable, challenge: NewChallenge) {
  const [row] = await tx.query<ChallengeRow>(
    `INSERT INTO challenges (name, short_name, summary, description, official, leader_id, group_id,
       prize, categories, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $10) RETURNING *`,
    [
      challenge.name,
      challenge.shortName,
      challenge.summary,
      challenge.description,
      challenge.official,
      challenge.leaderId,
      challenge.groupId,
      challenge.prize,
      JSON.stringify(challenge.categories),
      challenge.now,
    ],
  );
  return row!;
}

export async function findChallenge(db: Queryable, id: string) {
  const [row] = await db.query<ChallengeRow>('SELECT * FROM challenges WHERE id = $1', [id]);
  return row;
}

/** The challenge row, locked for the rest of the transaction (players and group first). */
export async function lockChallenge(tx: Queryable, id: string) {
  const [row] = await tx.query<ChallengeRow>(
    'SELECT * FROM challenges WHERE id = $1 FOR NO KEY UPDATE',
    [id],
  );
  return row;
}

export interface ChallengeChanges {
  name?: string;
  short_name?: string;
  summary?: string;
  description?: string;
  categories?: { slug: string; name: string }[];
  flags?: Record<string, boolean>;
  flag_count?: number;
  tasks_order?: Record<string, string[]>;
}

export async function updateChallenge(
  tx: Queryable,
  id: string,
  changes: ChallengeChanges,
  now: Date,
): Promise<ChallengeRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  const [row] = await tx.query<ChallengeRow>(
    `UPDATE challenges SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING *`,
    // node-postgres sends a JS array as a PostgreSQL array: JSON columns get text.
    [
      id,
      now,
      ...entries.map(([, value]) => (Array.isArray(value) ? JSON.stringify(value) : value)),
    ],
  );
  return row!;
}

/** Deletes the challenge (its memberships cascade; close it through the closing service). */
export async function deleteChallenge(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM challenges WHERE id = $1', [id]);
}

/** The group's bank and challenge count as a challenge opens (+1) or closes (-1). */
export async function countGroupChallenge(
  tx: Queryable,
  groupId: string,
  { count, now }: { count: 1 | -1; now: Date },
): Promise<void> {
  // The bank's gems move through the gem ledger (changeGroupGems), never here.
  await tx.query(
    `UPDATE groups SET challenge_count = greatest(challenge_count + $2, 0),
       updated_at = $3, version = version + 1
     WHERE id = $1`,
    [groupId, count, now],
  );
}

/** Adds the player; false when they already take part. */
export async function addChallengeMember(
  tx: Queryable,
  challengeId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `WITH joined AS (
       INSERT INTO challenge_members (challenge_id, user_id, joined_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING challenge_id
     )
     UPDATE challenges c SET member_count = member_count + 1
     FROM joined WHERE c.id = joined.challenge_id RETURNING c.id`,
    [challengeId, userId, now],
  );
  return rows.length > 0;
}

/** Takes the player out; false when they were not in. */
export async function removeChallengeMember(
  tx: Queryable,
  challengeId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx.query(
    `WITH left_challenge AS (
       DELETE FROM challenge_members WHERE challenge_id = $1 AND user_id = $2
       RETURNING challenge_id
     )
     UPDATE challenges c SET member_count = member_count - 1
     FROM left_challenge WHERE c.id = left_challenge.challenge_id RETURNING c.id`,
    [challengeId, userId],
  );
  return rows.length > 0;
}

/** Takes a player whose account is being deleted out of every challenge, keeping the counts. */
export async function removeUserFromAllChallenges(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `WITH left_challenges AS (
       DELETE FROM challenge_members WHERE user_id = $1 RETURNING challenge_id
     )
     UPDATE challenges c SET member_count = member_count - 1
     FROM left_challenges WHERE c.id = left_challenges.challenge_id`,
    [userId],
  );
}

export async function isChallengeMember(
  db: Queryable,
  challengeId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM challenge_members WHERE challenge_id = $1 AND user_id = $2',
    [challengeId, userId],
  );
  return rows.length > 0;
}

export async function listChallengeMemberIds(db: Queryable, challengeId: string) {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM challenge_members WHERE challenge_id = $1 ORDER BY user_id',
    [challengeId],
  );
  return rows.map((row) => row.user_id);
}

/** The challenges the player takes part in, oldest joined first (GET /user's `challenges`). */
export async function listJoinedChallengeIds(db: Queryable, userId: string) {
  const rows = await db.query<{ challenge_id: string }>(
    'SELECT challenge_id FROM challenge_members WHERE user_id = $1 ORDER BY joined_at, challenge_id',
    [userId],
  );
  return rows.map((row) => row.challenge_id);
}

export interface ChallengeListing {
  userId: string;
  /** Only challenges the player leads or takes part in. */
  member: boolean;
  owned?: 'owned' | 'not_owned';
  search?: string;
  categories?: string[];
  /** Moderators also see challenges flagged until hidden. */
  isModerator: boolean;
  page: number;
  perPage: number;
}

/** The order of every listing: official first, then newest. */
const LISTING_ORDER = 'ORDER BY c.official DESC, c.created_at DESC, c.id';
const NOT_HIDDEN = '($2::boolean OR c.flag_count < 2)';

/**
 * GET /challenges/user: the player's own and joined challenges and, unless `member`, those of their
 * groups and the Tavern.
 */
export function listChallengesOfUser(db: Queryable, listing: ChallengeListing) {
  // The original matches any word of the search in the name or the description.
  const words = (listing.search ?? '').split(' ').filter(Boolean);
  const patterns = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return db.query<ChallengeRow>(
    // The candidates are gathered through an index each (the leader's, the player's memberships,
    // the Tavern's and the player's groups' challenges), never by reading every challenge.
    `SELECT c.* FROM challenges c
     WHERE c.id = ANY (ARRAY(
         SELECT id FROM challenges WHERE leader_id = $1
         UNION SELECT challenge_id FROM challenge_members WHERE user_id = $1
         UNION SELECT id FROM challenges WHERE NOT $3::boolean AND group_id = $9::uuid
         UNION SELECT g.id FROM group_members m JOIN challenges g ON g.group_id = m.group_id
           WHERE NOT $3::boolean AND m.user_id = $1))
       AND ${NOT_HIDDEN}
       AND ($4::text IS NULL OR ($4 = 'owned') = (c.leader_id IS NOT DISTINCT FROM $1))
       AND ($5::text[] IS NULL OR c.name ILIKE ANY ($5) OR c.description ILIKE ANY ($5))
       AND ($6::text[] IS NULL
         OR EXISTS (SELECT 1 FROM jsonb_array_elements(c.categories) k WHERE k->>'slug' = ANY ($6)))
     ${LISTING_ORDER} LIMIT $7 OFFSET $8`,
    [
      listing.userId,
      listing.isModerator,
      listing.member,
      listing.owned ?? null,
      patterns.length > 0 ? patterns : null,
      listing.categories && listing.categories.length > 0 ? listing.categories : null,
      listing.perPage,
      listing.page * listing.perPage,
      TAVERN_ID,
    ],
  );
}

/** GET /challenges/groups/:groupId: the group's challenges the reader may see. */
export function listGroupChallenges(db: Queryable, groupId: string, isModerator: boolean) {
  return db.query<ChallengeRow>(
    `SELECT c.* FROM challenges c WHERE c.group_id = $1 AND ${NOT_HIDDEN} ${LISTING_ORDER}`,
    [groupId, isModerator],
  );
}
