// The reader's own inbox, a page at a time: their copies of private messages (all, or one
// conversation's), and their conversations, newest first.
import type { Queryable } from '../../db/database.ts';
import {
  listConversations,
  listInboxPage,
  type ConversationRow,
  type InboxRow,
} from '../../db/repositories/inboxMessages.ts';

export function inboxPage(
  db: Queryable,
  ownerId: string,
  query: { page?: number; conversation?: string },
): Promise<InboxRow[]> {
  return listInboxPage(db, ownerId, query);
}

export function conversationsPage(
  db: Queryable,
  ownerId: string,
  page: number,
): Promise<ConversationRow[]> {
  return listConversations(db, ownerId, page);
}
