// POST /members/send-private-message: the text cut at 3000, the receiver found,
// the objections checked (a moderator passes them), both copies written. Both players' rows are
// read under a share lock in id order, so a block or an opt-out being saved at that moment is
// either seen or waits for the message.
import { NotFound, chatText } from '@questlog/core';
import { LIVE_EVENT } from '@questlog/core/live';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { addPrivateMessage, type InboxRow } from '../../db/repositories/inboxMessages.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { isModerator } from '../chat/chatReaders.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { checkNoObjection } from './interactionChecks.ts';

/** The acting player sends `rawText` to `receiverId`, in one transaction. */
export function sendPrivateMessage(
  context: ServiceContext,
  receiverId: string,
  rawText: string,
): Promise<InboxRow> {
  const now = context.clock.now();
  return context.db.transaction((tx) =>
    writePrivateMessage(tx, { senderId: context.actorId!, receiverId, rawText, now }),
  );
}

async function writePrivateMessage(
  tx: Queryable,
  { senderId, receiverId, rawText, now }: SendArgs,
): Promise<InboxRow> {
  const text = chatText(rawText, 'messageRequired');
  const rows = await tx.query<UserRow>(
    'SELECT * FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE',
    [[senderId, receiverId]],
  );
  const sender = rows.find((row) => row.id === senderId)!;
  const receiver = rows.find((row) => row.id === receiverId);
  if (!receiver) throw new NotFound('userNotFound');
  if (!isModerator(sender.permissions)) checkNoObjection(sender, receiver, 'send-private-message');
  const message = await addPrivateMessage(tx, { senderId, receiverId, text, now });
  // For the receiver's live stream (services/live): told only once this commits.
  await recordEvent(tx, {
    type: PRIVATE_MESSAGE_RECEIVED,
    userId: receiverId,
    payload: { from: senderId, uniqueMessageId: message.unique_message_id },
  });
  return message;
}

export const PRIVATE_MESSAGE_RECEIVED = LIVE_EVENT.privateMessageReceived;

interface SendArgs {
  senderId: string;
  receiverId: string;
  rawText: string;
  now: Date;
}
