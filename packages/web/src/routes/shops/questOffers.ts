// The quest shop's offers: scrolls by category, gold quests for gold and the others for gems, each
// locked until its level or previous quest.
import { QUESTS, questBundles, type PlayerState, type Quest } from '@questlog/core';
import { isQuestOnSale, questPrerequisitesMet } from '../../store/shopRules.ts';
import { textOf, type Offer } from './shopOffers.ts';

export const QUEST_SHOP_CATEGORIES = ['unlockable', 'gold', 'pet', 'hatchingPotion'] as const;
export type QuestShopCategory = (typeof QUEST_SHOP_CATEGORIES)[number];

function lockOf(player: PlayerState, quest: Quest): Offer['lockedBy'] {
  if (questPrerequisitesMet(player, quest)) return undefined;
  if (quest.lvl !== undefined && player.stats.lvl < quest.lvl) {
    return { key: 'level', params: { level: quest.lvl } };
  }
  const previous = quest.prereqQuests?.[0] ?? quest.previous;
  return previous
    ? { key: 'previousQuest', params: { name: textOf('quests', previous).text } }
    : { key: 'notAvailable' };
}

export function questOffer(player: PlayerState, quest: Quest, now: Date): Offer | null {
  const isGold = quest.category === 'gold';
  if (!isGold && !isQuestOnSale(quest, now)) return null;
  const { text, notes } = textOf('quests', quest.key);
  const lockedBy = lockOf(player, quest);
  return {
    id: `quest:${quest.key}`,
    name: text,
    notes,
    picture: { kind: 'quest', key: quest.key },
    price: isGold ? (quest.goldValue ?? 0) : quest.value,
    currency: isGold ? 'gold' : 'gems',
    action: isGold
      ? { kind: 'buyQuest', key: quest.key }
      : { kind: 'purchase', type: 'quests', key: quest.key },
    pin: { type: 'quests', path: `quests.${quest.key}` },
    ...(lockedBy ? { lockedBy } : {}),
  };
}

/** Quests sold all year, by category; seasonal ones are the seasonal shop's. */
export function questOffersByCategory(
  player: PlayerState,
  now: Date,
): [QuestShopCategory, Offer[]][] {
  return QUEST_SHOP_CATEGORIES.map((category) => [
    category,
    QUESTS.filter((quest) => quest.category === category && quest.season === undefined).flatMap(
      (quest) => questOffer(player, quest, now) ?? [],
    ),
  ]);
}

export function bundleOffers(): Offer[] {
  return questBundles.map((bundle) => ({
    id: `bundle:${bundle.key}`,
    name: textOf('questBundles', bundle.key).text,
    notes: textOf('questBundles', bundle.key).notes,
    picture: { kind: 'quest', key: bundle.bundleKeys[0] },
    price: bundle.value,
    currency: 'gems',
    action: { kind: 'purchase', type: 'bundles', key: bundle.key },
    pin: { type: 'bundles', path: `bundles.${bundle.key}` },
  }));
}
