// Group chat messages (their own table: see the create_chat_messages migration).
import { CHAT_FLAG_LIMIT_FOR_HIDING } from '@questlog/core';
import type { Queryable } from '../database.ts';

export interface ChatMessageRow {
  id: string;
  group_id: string;
  author_id: string | null;
  author_name: string;
  author_username: string | null;
  text: string;
  info: Record<string, unknown>;
  likes: Record<string, boolean>;
  flags: Record<string, boolean>;
  flag_count: number;
  client: string | null;
  created_at: Date;
}

/** The original's default chat length (its MAX_CHAT_COUNT): messages per page. */
export const CHAT_PAGE_SIZE = 200;

/** A system message (quest start, boss damage, …): `info` says what happened. */
export async function addSystemMessage(
  tx: Queryable,
  groupId: string,
  { text, info, now }: { text: string; info: Record<string, unknown>; now: Date },
): Promise<ChatMessageRow> {
  const [row] = await tx.query<ChatMessageRow>(
    `INSERT INTO chat_messages (group_id, text, info, created_at) VALUES ($1, $2, $3, $4)
     RETURNING *`,
    [groupId, text, info, now],
  );
  return row!;
}

/** The group's newest messages, newest first. */
export function listChatMessages(
  db: Queryable,
  groupId: string,
  limit = CHAT_PAGE_SIZE,
): Promise<ChatMessageRow[]> {
  return db.query<ChatMessageRow>(
    `SELECT * FROM chat_messages WHERE group_id = $1
     ORDER BY created_at DESC, seq DESC LIMIT $2`,
    [groupId, limit],
  );
}

/** Messages by id (the live feed presents the ones its events name). Unknown ids are left out. */
export function listChatMessagesByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<ChatMessageRow[]> {
  return db.query<ChatMessageRow>('SELECT * FROM chat_messages WHERE id = ANY($1::uuid[])', [ids]);
}

export interface NewUserMessage {
  groupId: string;
  authorId: string;
  authorName: string;
  authorUsername: string | null;
  text: string;
  flagCount: number;
  client: string | null;
  now: Date;
}

/** A player's message; a shadow-muted one starts hidden (`flagCount` 10). */
export async function addUserMessage(tx: Queryable, message: NewUserMessage) {
  const [row] = await tx.query<ChatMessageRow>(
    `INSERT INTO chat_messages (group_id, author_id, author_name, author_username, text,
       flag_count, client, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      message.groupId,
      message.authorId,
      message.authorName,
      message.authorUsername,
      message.text,
      message.flagCount,
      message.client,
      message.now,
    ],
  );
  return row!;
}

/**
 * A page of the group's chat, newest first: the `limit` messages older than `beforeId` (or the
 * newest). Paging reaches the oldest message kept (docs/data-retention.md).
 */
export function listChatPage(
  db: Queryable,
  groupId: string,
  {
    beforeId,
    limit = CHAT_PAGE_SIZE,
    hiddenFrom,
  }: { beforeId?: string; limit?: number; hiddenFrom?: string },
): Promise<ChatMessageRow[]> {
  // `hiddenFrom`: a reader who is no moderator does not get messages at 2 flags or more, except
  // their own, so each page is full.
  return db.query<ChatMessageRow>(
    `SELECT c.* FROM chat_messages c
     WHERE c.group_id = $1 AND ($2::uuid IS NULL OR (c.created_at, c.seq) <
       (SELECT b.created_at, b.seq FROM chat_messages b WHERE b.id = $2::uuid AND b.group_id = $1))
       AND ($4::uuid IS NULL OR c.flag_count < $5 OR c.author_id = $4::uuid)
     ORDER BY c.created_at DESC, c.seq DESC LIMIT $3`,
    [groupId, beforeId ?? null, limit, hiddenFrom ?? null, CHAT_FLAG_LIMIT_FOR_HIDING],
  );
}

/** Whether a message newer than `messageId` exists in the group (a chat post's `previousMsg`). */
export async function hasNewerThan(
  db: Queryable,
  groupId: string,
  messageId: string,
  exceptId?: string,
) {
  const rows = await db.query(
    `SELECT 1 FROM chat_messages c, chat_messages p
     WHERE p.id = $2 AND p.group_id = $1 AND c.group_id = $1
       AND (c.created_at, c.seq) > (p.created_at, p.seq) AND c.id IS DISTINCT FROM $3::uuid
     LIMIT 1`,
    [groupId, messageId, exceptId ?? null],
  );
  return rows.length > 0;
}

/** The message of the group, locked until the transaction ends. */
export async function lockChatMessage(tx: Queryable, groupId: string, messageId: string) {
  const [row] = await tx.query<ChatMessageRow>(
    'SELECT * FROM chat_messages WHERE id = $1 AND group_id = $2 FOR UPDATE',
    [messageId, groupId],
  );
  return row;
}

export async function updateChatMessage(
  tx: Queryable,
  messageId: string,
  changes: Partial<Pick<ChatMessageRow, 'likes' | 'flags' | 'flag_count'>>,
): Promise<ChatMessageRow> {
  const [row] = await tx.query<ChatMessageRow>(
    `UPDATE chat_messages SET likes = coalesce($2, likes), flags = coalesce($3, flags),
       flag_count = coalesce($4, flag_count) WHERE id = $1 RETURNING *`,
    [messageId, changes.likes ?? null, changes.flags ?? null, changes.flag_count ?? null],
  );
  return row!;
}

export async function deleteChatMessage(tx: Queryable, messageId: string): Promise<void> {
  await tx.query('DELETE FROM chat_messages WHERE id = $1', [messageId]);
}

/** When the author posted in the group since `since` (the Tavern's spam limit). */
export async function listPostTimesSince(
  db: Queryable,
  groupId: string,
  authorId: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM chat_messages
     WHERE author_id = $1 AND group_id = $2 AND created_at > $3`,
    [authorId, groupId, since],
  );
  return rows.map((row) => row.created_at);
}
