// Reading the oldest received card of a kind (`POST /user/read-card/:cardType`).
import { cardsByKey } from '../../content/spells/index.ts';
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import type { PlayerRuleResult } from './types.ts';
import { ownValue } from '../../ownValue.ts';

export function readCard(player: PlayerState, cardType: string): PlayerRuleResult {
  if (!ownValue(cardsByKey, cardType)) throw new NotAuthorized('cardTypeNotAllowed');
  const listKey = `${cardType}Received`;
  const received = player.items.special[listKey] as unknown;
  const list = Array.isArray(received) ? (received as unknown[]) : [];
  const special = { ...player.items.special, [listKey]: list.slice(1) };
  return {
    player: {
      ...player,
      items: { ...player.items, special: special as PlayerState['items']['special'] },
      flags: { ...player.flags, cardReceived: false },
    },
    message: 'readCard',
  };
}
