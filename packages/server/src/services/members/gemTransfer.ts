// POST /members/transfer-gems: gems pass from one player to another, both rows locked in id order
// in one transaction (two players sending to each other at once queue, never deadlock, and no gem
// is made or lost), with a private message of the gift in both inboxes.
import { NotAuthorized, NotFound, formatMessage } from '@questlog/core';
import { addPrivateMessage } from '../../db/repositories/inboxMessages.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { checkNoObjection } from './interactionChecks.ts';

export interface GemGift {
  toUserId: string;
  gemAmount: number;
  message?: string;
}

export function transferGems(context: SignedInContext, gift: GemGift): Promise<void> {
  return context.changeActor(
    async ({ tx, user, now, setUserColumns, recordGems, others, writePlayer }) => {
      const sender = user.row;
      // Gems to oneself are refused below (checkNoObjection).
      const receiver = gift.toUserId === sender.id ? sender : others.get(gift.toUserId);
      if (!receiver) throw new NotFound('userNotFound');
      checkNoObjection(sender, receiver, 'transfer-gems');
      if (gift.gemAmount <= 0 || sender.gems < gift.gemAmount) {
        throw new NotAuthorized('badAmountOfGemsToSend');
      }
      setUserColumns({ gems: sender.gems - gift.gemAmount });
      // The original's entries: each names the other player.
      recordGems({ amount: -gift.gemAmount, transactionType: 'gift_send', reference: receiver.id });
      await writePlayer(receiver.id, { gems: receiver.gems + gift.gemAmount }, [
        { amount: gift.gemAmount, transactionType: 'gift_receive', reference: sender.id },
      ]);
      const line = formatMessage('giftedGems', {
        sender: nameOf(sender),
        amount: gift.gemAmount,
        receiver: nameOf(receiver),
      });
      const note = gift.message?.trim();
      await addPrivateMessage(tx, {
        senderId: sender.id,
        receiverId: receiver.id,
        text: note ? `${line} ${note}` : line,
        now,
      });
    },
    {
      withAccount: false,
      // The sender and the receiver, in id order (the change primitive's lock).
      lock: { players: [gift.toUserId] },
    },
  );
}

function nameOf(row: UserRow): string {
  return (row.profile as { name?: string }).name ?? '';
}
