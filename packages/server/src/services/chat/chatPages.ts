// Group chat as its reader sees it: pages newest first through the messages kept (`before`; the
// worker keeps each group's newest 1,000, the original only ever showed the newest 200), and what a
// poster or a deleter gets back — the whole chat when others posted since the client's newest
// message (`previousMsg`). System messages are written in the reader's language (chatInLanguage).
import type { ChatReader } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  hasNewerThan,
  listChatPage,
  type ChatMessageRow,
} from '../../db/repositories/chatMessages.ts';
import { presentChatMessage } from '../../presenters/presentChatMessage.ts';
import { findVisibleGroup } from '../parties/groupReader.ts';
import { chatInLanguage } from './chatInLanguage.ts';
import { loadChatReader } from './chatReaders.ts';

/** A page of the chat as the reader sees it. */
async function chatPage(
  db: Queryable,
  groupId: string,
  reader: ChatReader,
  language: string,
  page: { beforeId?: string; limit?: number } = {},
) {
  const rows = await listChatPage(db, groupId, {
    ...page,
    hiddenFrom: reader.isModerator ? undefined : reader.id,
  });
  const read = await chatInLanguage(db, rows, language);
  return read.map((row) => presentChatMessage(row, reader));
}

/** GET /groups/:groupId/chat for a member (or anyone, for a public group). */
export async function readChat(
  db: Queryable,
  userId: string,
  groupParam: string,
  page: { beforeId?: string; limit?: number },
  language: string,
) {
  const group = await findVisibleGroup(db, userId, groupParam);
  const reader = await loadChatReader(db, userId);
  return chatPage(db, group.id, reader, language, page);
}

/** The answer to a post: the message, or the whole chat if others posted since `previousMsg`. */
export async function chatAfterPost(
  db: Queryable,
  userId: string,
  groupId: string,
  message: ChatMessageRow,
  previousMsg: string | undefined,
  language: string,
) {
  const reader = await loadChatReader(db, userId);
  if (previousMsg && (await hasNewerThan(db, groupId, previousMsg, message.id))) {
    return { chat: await chatPage(db, groupId, reader, language) };
  }
  return { message: presentChatMessage(message, reader) };
}

/** The answer to a deletion: the whole chat if others posted since `previousMsg`, else nothing. */
export async function chatAfterDelete(
  db: Queryable,
  userId: string,
  groupId: string,
  previousMsg: string | undefined,
  language: string,
) {
  if (previousMsg && (await hasNewerThan(db, groupId, previousMsg))) {
    const reader = await loadChatReader(db, userId);
    return { chat: await chatPage(db, groupId, reader, language) };
  }
  return {};
}
