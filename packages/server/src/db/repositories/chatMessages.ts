// Group chat messages (their own table: see the create_chat_messages migration).
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

/** The original's default chat length (social.md §0, MAX_CHAT_COUNT). */
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
