// What players do to a posted group message: like (toggle; not one's own), flag (core's
// flagChatMessage), clear flags (moderators), delete (its author or a moderator). Each runs in one
// transaction with the message row locked, so two flags at once both count. A message hidden from
// the player is, for them, not there (404 messageGroupChatNotFound). A moderator's clearing or
// deleting of someone's message joins the audit trail (issue 18).
import {
  NotAuthorized,
  NotFound,
  flagChatMessage,
  isHiddenFrom,
  type ChatReader,
} from '@questlog/core';
import type { Database, Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import {
  deleteChatMessage,
  lockChatMessage,
  updateChatMessage,
  type ChatMessageRow,
} from '../../db/repositories/chatMessages.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { findVisibleGroup } from '../parties/groupReader.ts';
import { loadChatReader } from './chatReaders.ts';

interface MessageAction {
  tx: Queryable;
  group: GroupRow;
  message: ChatMessageRow;
  reader: ChatReader;
}

async function onMessage<T>(
  db: Database,
  userId: string,
  groupParam: string,
  messageId: string,
  work: (action: MessageAction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const group = await findVisibleGroup(tx, userId, groupParam);
    const reader = await loadChatReader(tx, userId);
    const message = await lockChatMessage(tx, group.id, messageId);
    if (
      !message ||
      isHiddenFrom({ authorId: message.author_id, flagCount: message.flag_count }, reader)
    ) {
      throw new NotFound('messageGroupChatNotFound');
    }
    return work({ tx, group, message, reader });
  });
}

export function likeChatMessage(db: Database, userId: string, groupParam: string, id: string) {
  return onMessage(db, userId, groupParam, id, async ({ tx, message, reader }) => {
    if (message.author_id === userId) throw new NotFound('messageGroupChatLikeOwnMessage');
    const likes = { ...message.likes, [userId]: !message.likes[userId] };
    return { message: await updateChatMessage(tx, message.id, { likes }), reader };
  });
}

export function flagGroupChatMessage(
  db: Database,
  userId: string,
  groupParam: string,
  id: string,
  now: Date,
) {
  return onMessage(db, userId, groupParam, id, async ({ tx, message, reader }) => {
    const [flagger] = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM users WHERE id = $1',
      [userId],
    );
    const flagged = flagChatMessage(
      { authorId: message.author_id, flags: message.flags, flagCount: message.flag_count },
      { id: userId, isModerator: reader.isModerator, createdAt: flagger!.created_at },
      now,
    );
    const row = await updateChatMessage(tx, message.id, {
      flags: flagged.flags,
      flag_count: flagged.flagCount,
    });
    return { message: row, reader };
  });
}

export function clearChatFlags(db: Database, userId: string, groupParam: string, id: string) {
  return onMessage(db, userId, groupParam, id, async ({ tx, message, reader }) => {
    if (!reader.isModerator) throw new NotAuthorized('messageGroupChatAdminClearFlagCount');
    // The flag map is kept: who reported it stays on record.
    await updateChatMessage(tx, message.id, { flag_count: 0 });
    await recordModeration(tx, 'admin.chatFlagsCleared', userId, message);
  });
}

export function removeChatMessage(db: Database, userId: string, groupParam: string, id: string) {
  return onMessage(db, userId, groupParam, id, async ({ tx, group, message, reader }) => {
    if (message.author_id !== userId && !reader.isModerator) {
      throw new NotAuthorized('onlyCreatorOrAdminCanDeleteChat');
    }
    await deleteChatMessage(tx, message.id);
    if (message.author_id !== userId) {
      await recordModeration(tx, 'admin.chatMessageDeleted', userId, message);
    }
    return group;
  });
}

function recordModeration(
  tx: Queryable,
  type: 'admin.chatFlagsCleared' | 'admin.chatMessageDeleted',
  actorId: string,
  message: ChatMessageRow,
) {
  return recordEvent(tx, {
    type,
    userId: message.author_id ?? actorId,
    groupId: message.group_id,
    payload: {
      actorId,
      messageId: message.id,
      flagCount: message.flag_count,
      ...(type === 'admin.chatMessageDeleted' ? { text: message.text } : {}),
    },
  });
}
