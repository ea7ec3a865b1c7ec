// Reading a card as a player rule: core's readCard, and the card's notice is taken away with it.
import { readCard } from '@questlog/core';
import type { PlayerRule } from '../players/playerRule.ts';

export function readCardRule(cardType: string): PlayerRule<ReturnType<typeof readCard>> {
  return async (player, { tx, user }) => {
    const read = readCard(player, cardType);
    await tx.query(
      `DELETE FROM notifications WHERE user_id = $1 AND type = 'CARD_RECEIVED'
         AND data->>'card' = $2`,
      [user.row.id, cardType],
    );
    return read;
  };
}
