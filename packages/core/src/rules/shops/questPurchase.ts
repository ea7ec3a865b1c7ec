// Quest scrolls for gold: only gold-category quests with a gold value; lostMasterclasser1 needs the
// last part of each of the four campaigns; every other prerequisite quest must be completed. The
// refusals shared with gem purchases live here too.
import { catalogueName } from '../../messages/keyedMessage.ts';
import {
  hasCompletedQuest,
  questByKey,
  questPrerequisitesMet,
  questText,
  type Quest,
} from '../../content/quests/index.ts';
import { NotAuthorized, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import {
  addItems,
  purchaseQuantity,
  shopMessage,
  spendGold,
  type ShopContext,
  type ShopResult,
} from './shopResult.ts';

const MASTERCLASSER_PREREQUISITES = [
  'dilatoryDistress3',
  'mayhemMistiflying3',
  'stoikalmCalamity3',
  'taskwoodsTerror3',
];

export function questOrNotFound(key: string): Quest {
  const quest = questByKey(key);
  if (!quest) throw new NotFound('questNotFound', { params: { key } });
  return quest;
}

const titleOf = (key: string): string => questText[key]?.text ?? key;

/** Refuses (401) when the player has not earned the right to the quest. */
export function assertQuestPrerequisites(player: PlayerState, quest: Quest): void {
  if (
    quest.key === 'lostMasterclasser1' &&
    !MASTERCLASSER_PREREQUISITES.every((key) => hasCompletedQuest(player, key))
  ) {
    throw new NotAuthorized('questUnlockLostMasterclasser');
  }
  const required = quest.prereqQuests ?? (quest.previous ? [quest.previous] : []);
  const missing = required.find((key) => !hasCompletedQuest(player, key));
  if (missing !== undefined) {
    throw new NotAuthorized('mustComplete', { params: { itemText: titleOf(missing) } });
  }
  if (!questPrerequisitesMet(player, quest)) throw new NotAuthorized('messageNotAvailable');
}

export function buyQuestWithGold(
  player: PlayerState,
  params: { key: string; quantity?: unknown },
  _context?: ShopContext,
): ShopResult {
  const quest = questOrNotFound(params.key);
  const quantity = purchaseQuantity(params.quantity);
  if (quest.category !== 'gold' || !quest.goldValue) {
    throw new NotAuthorized('questNotGoldPurchasable', { params: { key: quest.key } });
  }
  assertQuestPrerequisites(player, quest);
  const paid = spendGold(player, quest.goldValue * quantity);
  return {
    player: addItems(paid, 'quests', quest.key, quantity),
    ...shopMessage('messageBought', {
      itemText: catalogueName('quests', quest.key, titleOf(quest.key)),
    }),
    notifications: [],
  };
}
