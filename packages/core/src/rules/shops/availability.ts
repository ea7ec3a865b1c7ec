// What the shops sell at an instant. The windows of events are known but not the item lists of
// each monthly release, so:
// - event premium and wacky potions sell while a seasonal gala or a potions event runs;
// - pet and potion quests and bundles marked buyable sell all year;
// - seasonal quests sell while the gala of their season runs;
// - eggs and potions unlocked by a quest sell once the player completed it.
import { activeEvents, activeGala } from '../../content/calendar/index.ts';
import type { Quest } from '../../content/quests/index.ts';
import type { Purchase } from '../../content/stable/index.ts';
import type { PlayerState } from '../../model/player.ts';

export function isLimitedSaleOn(now: Date, event?: string): boolean {
  const running = activeEvents(now);
  if (event !== undefined) return running.some((e) => e.key === event || e.event === event);
  return running.some((e) => e.gear === true || e.key.startsWith('potions'));
}

/** Whether a stable item with this purchase condition is on sale to the player now. */
export function isStableItemOnSale(purchase: Purchase, player: PlayerState, now: Date): boolean {
  switch (purchase.kind) {
    case 'always':
      return true;
    case 'afterQuest':
      return purchase.questKeys.some((key) => (player.achievements.quests[key] ?? 0) > 0);
    case 'event':
      return isLimitedSaleOn(now, purchase.event);
    case 'never':
      return false;
  }
}

/** Whether a quest is sold for gems now (its prerequisites are checked apart). */
export function isQuestOnSale(quest: Quest, now: Date): boolean {
  if (quest.season !== undefined) return activeGala(now)?.season === quest.season;
  return quest.canBuy;
}
