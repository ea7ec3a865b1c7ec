// The acting player's own copies of private messages: delete one or all, like one, report one,
// mark all read. Another player's copy is never found (404 messageGroupChatNotFound).
import { BadRequest, NotFound } from '@questlog/core';
import {
  clearInbox,
  deleteOwnMessage,
  findOwnMessage,
  flagOwnMessage,
  markInboxRead,
  toggleLike,
  type InboxRow,
} from '../../db/repositories/inboxMessages.ts';
import type { ServiceContext } from '../serviceContext.ts';

export async function deleteMessage(context: ServiceContext, messageId: string): Promise<void> {
  const ownerId = context.actorId!;
  const deleted = await context.db.transaction((tx) => deleteOwnMessage(tx, ownerId, messageId));
  if (!deleted) throw new NotFound('messageGroupChatNotFound');
}

export async function deleteAllMessages(context: ServiceContext): Promise<void> {
  await context.db.transaction((tx) => clearInbox(tx, context.actorId!));
}

/** Likes the message, or takes the like back; answers the copy as it is now. */
export function likeMessage(context: ServiceContext, uniqueMessageId: string): Promise<InboxRow> {
  const ownerId = context.actorId!;
  return context.db.transaction(async (tx) => {
    const id = await toggleLike(tx, ownerId, uniqueMessageId);
    if (!id) throw new NotFound('messageGroupChatNotFound');
    return (await findOwnMessage(tx, ownerId, id))!;
  });
}

/** Reports the message, once (400 messageGroupChatFlagAlreadyReported after). */
export function reportMessage(context: ServiceContext, messageId: string): Promise<InboxRow> {
  const ownerId = context.actorId!;
  return context.db.transaction(async (tx) => {
    const own = await findOwnMessage(tx, ownerId, messageId);
    if (!own) throw new NotFound('messageGroupChatNotFound');
    if (!(await flagOwnMessage(tx, ownerId, own.id))) {
      throw new BadRequest('messageGroupChatFlagAlreadyReported');
    }
    return (await findOwnMessage(tx, ownerId, own.id))!;
  });
}

// Unread messages are counted from the inbox (GET /user's inbox.newMessages), not kept on the
// player's row, so this changes no version.
export async function markAllRead(context: ServiceContext): Promise<void> {
  await context.db.transaction((tx) => markInboxRead(tx, context.actorId!, context.clock.now()));
}
