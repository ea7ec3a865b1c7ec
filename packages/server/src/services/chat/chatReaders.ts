// Who reads a chat, and what they see of it: messages hidden by flags (save to their author) and
// who flagged them are for moderators only. Moderators are the players with
// `permissions.fullAccess` or `permissions.moderator` (fullAccess passes all).
import { isHiddenFrom, type ChatReader } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import { presentChatMessage } from '../../presenters/presentChatMessage.ts';

export function isModerator(permissions: Record<string, unknown>): boolean {
  return permissions.fullAccess === true || permissions.moderator === true;
}

export async function loadChatReader(db: Queryable, userId: string): Promise<ChatReader> {
  const [row] = await db.query<{ permissions: Record<string, unknown> }>(
    'SELECT permissions FROM users WHERE id = $1',
    [userId],
  );
  return { id: userId, isModerator: isModerator(row?.permissions ?? {}) };
}

/** The messages the reader may see, as they see them. */
export function presentChatFor(rows: readonly ChatMessageRow[], reader: ChatReader | undefined) {
  const viewer = reader ?? { id: '', isModerator: false };
  return rows
    .filter((row) => !isHiddenFrom({ authorId: row.author_id, flagCount: row.flag_count }, viewer))
    .map((row) => presentChatMessage(row, viewer));
}
