// Market gear for gold: the gear family's purchase rule decides (owned, class, previous tier,
// season, release month), then the gold. The bought piece is worn when preferences.autoEquip is on,
// and leaves the pinned items.
import { catalogueName } from '../../messages/keyedMessage.ts';
import { gearByKey, gearPurchaseRefusal, gearText } from '../../content/gear/index.ts';
import { NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { withBoughtGearPins } from '../classes/classPins.ts';
import { equip } from '../inventory/equip.ts';
import { gainGear } from './gearGained.ts';
import { shopMessage, spendGold, type ShopContext, type ShopResult } from './shopResult.ts';

export function buyGear(player: PlayerState, key: string, { now }: ShopContext): ShopResult {
  const item = gearByKey(key);
  if (!item) throw new NotFound('itemNotFound', { params: { key } });
  const refusal = gearPurchaseRefusal(player, item, now);
  if (refusal) throw new NotAuthorized(refusal);
  const paid = spendGold(player, item.value);
  const gained = gainGear(paid, [key], { purchased: true });
  // autoEquip is on for every new player; a stored player without it has the default.
  const isAutoEquip = gained.player.preferences.autoEquip !== false;
  // equip wears a piece not worn yet, pushing out a shield or a two-handed weapon as it must
  const worn = isAutoEquip ? equip(gained.player, { type: 'equipped', key }).player : gained.player;
  return {
    player: withBoughtGearPins(worn, key),
    ...shopMessage('messageBought', {
      itemText: catalogueName('gear', key, gearText[key]?.text ?? key),
    }),
    notifications: gained.notifications,
  };
}
