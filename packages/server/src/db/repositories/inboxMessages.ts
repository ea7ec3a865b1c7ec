// Private messages: two copies of each, one in each player's inbox, sharing a unique_message_id; a
// message to oneself is one copy. Every read here is of one owner's copies, so another player's
// messages are out of reach by construction.
import type { Queryable } from '../database.ts';

export interface InboxRow {
  id: string;
  unique_message_id: string;
  owner_id: string;
  other_id: string | null;
  is_sent: boolean;
  text: string;
  likes: Record<string, boolean>;
  flags: Record<string, boolean>;
  flag_count: number;
  created_at: Date;
  read_at: Date | null;
  owner_name: string;
  owner_username: string | null;
  other_name: string | null;
  other_username: string | null;
}

export const PRIVATE_MESSAGES_PER_PAGE = 10;
/** How many of the newest messages an unpaged listing holds (v3's listing and user answers). */
export const UNPAGED_PRIVATE_MESSAGES = 200;

/** The copies with both players' names, as `m`. */
const WITH_NAMES = `SELECT m.*, coalesce(o.profile->>'name', '') AS owner_name,
    oc.username AS owner_username, p.profile->>'name' AS other_name, pc.username AS other_username
  FROM inbox_messages m
  JOIN users o ON o.id = m.owner_id LEFT JOIN credentials oc ON oc.user_id = m.owner_id
  LEFT JOIN users p ON p.id = m.other_id LEFT JOIN credentials pc ON pc.user_id = m.other_id`;

/** Stores the message in both inboxes; answers the sender's copy. */
export async function addPrivateMessage(
  tx: Queryable,
  {
    senderId,
    receiverId,
    text,
    now,
  }: { senderId: string; receiverId: string; text: string; now: Date },
): Promise<InboxRow> {
  const rows = await tx.query<{ id: string; owner_id: string; is_sent: boolean }>(
    `WITH message AS (SELECT gen_random_uuid() AS unique_id)
     INSERT INTO inbox_messages (unique_message_id, owner_id, other_id, is_sent, text, created_at,
       read_at)
     SELECT unique_id, copy.owner_id, copy.other_id, copy.is_sent, $3, $4, copy.read_at
     FROM message, (VALUES ($1::uuid, $2::uuid, true, $4::timestamptz),
                           ($2::uuid, $1::uuid, false, NULL::timestamptz)) AS copy (owner_id, other_id, is_sent, read_at)
     WHERE copy.is_sent OR $1::uuid <> $2::uuid
     RETURNING id, owner_id, is_sent`,
    [senderId, receiverId, text, now],
  );
  const sent = rows.find((row) => row.is_sent)!;
  return (await findOwnMessage(tx, senderId, sent.id))!;
}

/** Each owner's copy of a message (the live feed's private messages); missing copies left out. */
export function listCopies(
  db: Queryable,
  copies: readonly { uniqueMessageId: string; ownerId: string }[],
): Promise<InboxRow[]> {
  return db.query<InboxRow>(
    `${WITH_NAMES} WHERE (m.unique_message_id, m.owner_id) IN (
       SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
    [copies.map((copy) => copy.uniqueMessageId), copies.map((copy) => copy.ownerId)],
  );
}

export async function findOwnMessage(
  db: Queryable,
  ownerId: string,
  messageId: string,
): Promise<InboxRow | undefined> {
  const [row] = await db.query<InboxRow>(`${WITH_NAMES} WHERE m.owner_id = $1 AND m.id = $2`, [
    ownerId,
    messageId,
  ]);
  return row;
}

/** Every message of the owner with the names, newest first (the data export). */
export function listWholeInbox(db: Queryable, ownerId: string): Promise<InboxRow[]> {
  return db.query<InboxRow>(
    `${WITH_NAMES} WHERE m.owner_id = $1 ORDER BY m.created_at DESC, m.seq DESC`,
    [ownerId],
  );
}

/**
 * The owner's messages, newest first, optionally of one conversation: a page of 10, or without a
 * page the newest 200.
 */
export function listInboxPage(
  db: Queryable,
  ownerId: string,
  { page, conversation }: { page?: number; conversation?: string },
): Promise<InboxRow[]> {
  const [limit, offset] =
    page === undefined
      ? [UNPAGED_PRIVATE_MESSAGES, 0]
      : [PRIVATE_MESSAGES_PER_PAGE, page * PRIVATE_MESSAGES_PER_PAGE];
  return db.query<InboxRow>(
    `${WITH_NAMES} WHERE m.owner_id = $1 AND ($2::uuid IS NULL OR m.other_id = $2::uuid)
     ORDER BY m.created_at DESC, m.seq DESC LIMIT $3 OFFSET $4`,
    [ownerId, conversation ?? null, limit, offset],
  );
}

export interface ConversationRow {
  other_id: string;
  name: string;
  username: string | null;
  text: string;
  created_at: Date;
  count: number;
  /** Received copies not yet read (as GET /user's inbox.newMessages counts them). */
  unread: number;
  can_receive: boolean;
}

/** The owner's conversations by their last message, newest first (10 a page). */
export function listConversations(
  db: Queryable,
  ownerId: string,
  page: number,
): Promise<ConversationRow[]> {
  return db.query<ConversationRow>(
    `SELECT c.other_id, coalesce(p.profile->>'name', '') AS name, pc.username, c.text,
       c.created_at, c.count, c.unread,
       NOT coalesce((p.inbox->>'optOut')::boolean, false)
         AND NOT coalesce((p.flags->>'chatRevoked')::boolean, false) AS can_receive
     FROM (SELECT DISTINCT ON (other_id) other_id, text, created_at,
             count(*) OVER (PARTITION BY other_id)::int AS count,
             count(*) FILTER (WHERE NOT is_sent AND read_at IS NULL)
               OVER (PARTITION BY other_id)::int AS unread
           FROM inbox_messages WHERE owner_id = $1 AND other_id IS NOT NULL
           ORDER BY other_id, created_at DESC, seq DESC) c
     JOIN users p ON p.id = c.other_id LEFT JOIN credentials pc ON pc.user_id = c.other_id
     ORDER BY c.created_at DESC, c.other_id LIMIT $2 OFFSET $3`,
    [ownerId, PRIVATE_MESSAGES_PER_PAGE, page * PRIVATE_MESSAGES_PER_PAGE],
  );
}

export async function deleteOwnMessage(tx: Queryable, ownerId: string, messageId: string) {
  const rows = await tx.query(
    'DELETE FROM inbox_messages WHERE owner_id = $1 AND id = $2 RETURNING id',
    [ownerId, messageId],
  );
  return rows.length > 0;
}

export async function clearInbox(tx: Queryable, ownerId: string): Promise<void> {
  await tx.query('DELETE FROM inbox_messages WHERE owner_id = $1', [ownerId]);
}

export async function markInboxRead(tx: Queryable, ownerId: string, now: Date): Promise<void> {
  await tx.query('UPDATE inbox_messages SET read_at = $2 WHERE owner_id = $1 AND read_at IS NULL', [
    ownerId,
    now,
  ]);
}

/**
 * Toggles the owner's like on both copies of the message they hold a copy of (by its shared id),
 * locking them; undefined when they hold none.
 */
export async function toggleLike(tx: Queryable, ownerId: string, uniqueMessageId: string) {
  const copies = await tx.query<{ id: string; owner_id: string; likes: Record<string, boolean> }>(
    `SELECT id, owner_id, likes FROM inbox_messages WHERE unique_message_id = $1
     ORDER BY id FOR UPDATE`,
    [uniqueMessageId],
  );
  const own = copies.find((copy) => copy.owner_id === ownerId);
  if (!own) return undefined;
  await tx.query(
    `UPDATE inbox_messages SET likes = likes || jsonb_build_object($2::text, $3::boolean)
     WHERE unique_message_id = $1`,
    [uniqueMessageId, ownerId, !own.likes[ownerId]],
  );
  return own.id;
}

/** Marks the owner's copy reported by them (once): false when it already was. */
export async function flagOwnMessage(tx: Queryable, ownerId: string, messageId: string) {
  const rows = await tx.query(
    `UPDATE inbox_messages SET flags = flags || jsonb_build_object($1::text, true), flag_count = 1
     WHERE owner_id = $1 AND id = $2 AND NOT flags ? $1::text RETURNING id`,
    [ownerId, messageId],
  );
  return rows.length > 0;
}
