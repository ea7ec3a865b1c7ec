// Paying a challenge's prize into escrow. Amounts are whole gems: the prize leaves the group's bank
// and the creator and sits on the challenge until it closes.
import { BadRequest, NotAuthorized } from '../../errors.ts';
import { formatMessage } from '../../messages/en.ts';

export interface PrizePayer {
  /** The prize asked for, in gems. */
  prize: number;
  /** The creator's gems. */
  userGems: number;
  /** The group's bank, in gems. */
  bankGems: number;
  /** Only the group's leader may spend its bank. */
  isGroupLeader: boolean;
  /** The Tavern's challenges carry a prize of at least one gem. */
  isTavern: boolean;
}

export interface PrizePayment {
  fromBank: number;
  fromUser: number;
}

/**
 * Who pays the prize: the bank covers all it can when the creator leads the group, the creator
 * the rest. 401 tavChalsMinPrize for a Tavern challenge without a prize, 401 cantAfford when the
 * creator and the usable bank together fall short.
 */
export function payPrize({ prize, userGems, bankGems, isGroupLeader, isTavern }: PrizePayer) {
  if (!Number.isInteger(prize) || prize < 0) {
    throw new BadRequest('challengeValidationFailed', {
      errors: [{ param: 'prize', message: formatMessage('challengePrizeInvalid'), value: prize }],
    });
  }
  if (isTavern && prize < 1) throw new NotAuthorized('tavChalsMinPrize');
  const usableBank = isGroupLeader ? bankGems : 0;
  if (prize > userGems + usableBank) throw new NotAuthorized('cantAfford');
  const fromBank = Math.min(prize, usableBank);
  return { fromBank, fromUser: prize - fromBank } satisfies PrizePayment;
}
