// The seam between the shop, inventory and stable screens and @questlog/core's rules (applied
// locally first, then sent). An action runs core's rule on the player at once through the one
// optimistic primitive (optimistic.ts), then the call follows; the server's answer settles the
// player, or a refusal drops the action (the request layer's error catalogue already shows the
// error notice).
import {
  buyGear,
  buyHealthPotion,
  buyQuestWithGold,
  buySpecialSpell,
  equip,
  feed,
  hatch,
  openMysteryItem,
  playerFromApi,
  purchaseWithGems,
  purchaseWithHourglasses,
  releaseBoth,
  releaseMounts,
  releasePets,
  sell,
  togglePinnedItem,
  unlock,
  type PlayerState,
} from '@questlog/core';
import { inventoryApi } from '../api/inventoryApi.ts';
import { shopsApi, type ShopAnswer } from '../api/shopsApi.ts';
import type { User } from '../api/types.ts';
import { notify } from '../components/notifications/notify.ts';
import { announceArmoire, type ArmoireDrop } from './dropNotices.ts';
import { runOptimistic, takeParts, withUser } from './optimistic.ts';
import { withPlayer } from './playerStats.ts';
import { useSessionStore } from './sessionStore.ts';

export type ShopAction =
  | { kind: 'buyGear'; key: string }
  | { kind: 'buyHealthPotion' }
  | { kind: 'buyArmoire' }
  | { kind: 'buyQuest'; key: string }
  | { kind: 'buySpecial'; key: string }
  | { kind: 'purchase'; type: string; key: string }
  | { kind: 'purchaseHourglass'; type: string; key: string }
  | { kind: 'unlock'; path: string }
  | { kind: 'sell'; type: string; key: string; amount: number }
  | { kind: 'hatch'; egg: string; potion: string }
  | { kind: 'feed'; pet: string; food: string }
  | { kind: 'equip'; type: string; key: string }
  | { kind: 'release'; which: 'pets' | 'mounts' | 'both' }
  | { kind: 'togglePin'; type: string; path: string }
  | { kind: 'openMysteryItem' };

/**
 * The player after `action` by core's rule, or null when nothing can be applied before the
 * server answers: chance is the server's (the armoire), and a rule's refusal is the server's to
 * tell (its error notice is what the player sees).
 */
export function applyLocally(player: PlayerState, action: ShopAction, now: Date) {
  const context = { now };
  try {
    switch (action.kind) {
      case 'buyGear':
        return buyGear(player, action.key, context).player;
      case 'buyHealthPotion':
        return buyHealthPotion(player, {}, context).player;
      case 'buyArmoire':
        return null;
      case 'buyQuest':
        return buyQuestWithGold(player, { key: action.key }, context).player;
      case 'buySpecial':
        return buySpecialSpell(player, { key: action.key }, context).player;
      case 'purchase':
        return purchaseWithGems(player, action, context).player;
      case 'purchaseHourglass':
        return purchaseWithHourglasses(player, action, context).player;
      case 'unlock':
        return unlock(player, { path: action.path }, context).player;
      case 'sell':
        return sell(player, action).player;
      case 'hatch':
        return hatch(player, { egg: action.egg, hatchingPotion: action.potion }).player;
      case 'feed':
        return feed(player, action).player;
      case 'equip':
        return equip(player, action).player;
      case 'release':
        return releaseRules[action.which](player).player;
      case 'togglePin':
        return togglePinnedItem(player, action).player;
      case 'openMysteryItem':
        return openMysteryItem(player).player;
    }
  } catch {
    return null;
  }
}

const releaseRules = { pets: releasePets, mounts: releaseMounts, both: releaseBoth };

/** The user after `action` by core's rule (see applyLocally), or null. */
export function userAfter(user: User, action: ShopAction, now: Date): User | null {
  const local = applyLocally(playerFromApi(user), action, now);
  return local ? withPlayer(user, local) : null;
}

/** The server's answer, and the parts of the user it carries (null: read the user again). */
interface SentAction {
  answer: ShopAnswer;
  partsOf: (user: User) => PlayerParts | null;
}

type PlayerParts = Pick<
  User,
  | 'items'
  | 'stats'
  | 'balance'
  | 'purchased'
  | 'preferences'
  | 'achievements'
  | 'flags'
  | 'pinnedItems'
  | 'unpinnedItems'
>;

/** Answers that are the changed parts themselves ({ items, stats, balance, … }). */
const parts = (answer: ShopAnswer<PlayerParts>): SentAction => ({
  answer,
  partsOf: () => answer.data,
});
/** The feed answer is the pet's points, the mystery item's the gear revealed: no player in them. */
const noParts = (answer: ShopAnswer): SentAction => ({ answer, partsOf: () => null });

async function send(action: ShopAction): Promise<SentAction> {
  switch (action.kind) {
    case 'buyGear': {
      const answer = await shopsApi.buyGear(action.key); // answers the items
      return { answer, partsOf: () => ({ items: answer.data }) };
    }
    case 'buyHealthPotion': {
      const answer = await shopsApi.buyHealthPotion();
      return { answer, partsOf: () => ({ stats: answer.data }) };
    }
    case 'buyArmoire':
      return parts(await shopsApi.buyArmoire());
    case 'buyQuest': {
      const answer = await shopsApi.buyQuest(action.key); // answers items.quests
      return { answer, partsOf: (user) => ({ items: { ...user.items, quests: answer.data } }) };
    }
    case 'buySpecial':
      return parts(await shopsApi.buySpecialSpell(action.key));
    case 'purchase':
      return parts(await shopsApi.purchase(action.type, action.key));
    case 'purchaseHourglass':
      return parts(await shopsApi.purchaseHourglass(action.type, action.key));
    case 'unlock':
      return parts(await shopsApi.unlock(action.path));
    case 'sell':
      return parts(await inventoryApi.sell(action.type, action.key, action.amount));
    case 'hatch':
    case 'equip': {
      const answer =
        action.kind === 'hatch'
          ? await inventoryApi.hatch(action.egg, action.potion)
          : await inventoryApi.equip(action.type, action.key);
      return { answer, partsOf: () => ({ items: answer.data }) };
    }
    case 'feed':
      return noParts(await inventoryApi.feed(action.pet, action.food));
    case 'release':
      return parts(await inventoryApi.release(action.which));
    case 'togglePin': {
      const answer = await inventoryApi.togglePinnedItem(action.type, action.path);
      const { pinnedItems, unpinnedItems } = answer.data;
      return { answer, partsOf: () => ({ pinnedItems, unpinnedItems }) };
    }
    case 'openMysteryItem':
      return noParts(await inventoryApi.openMysteryItem());
  }
}

const USER_PARTS = [
  'items',
  'stats',
  'balance',
  'purchased',
  'preferences',
  'achievements',
  'flags',
  'pinnedItems',
  'unpinnedItems',
] as const satisfies readonly (keyof PlayerParts)[];

/** Only the user's parts: an answer may carry more (the armoire's drop, isPinned). */
function userPartsOf(parts: PlayerParts): PlayerParts {
  return Object.fromEntries(
    USER_PARTS.filter((part) => parts[part] !== undefined).map((part) => [part, parts[part]]),
  ) as PlayerParts;
}

export interface ActionOutcome {
  isDone: boolean;
  message?: string;
  /** The server's answer data (the armoire's drop, the feed's points). */
  data?: unknown;
}

/**
 * Applies, sends, reconciles through the one optimistic primitive: core's rule shows at once;
 * the answer's parts of the player are laid over the rule's result on the confirmed player. A
 * refusal drops only this action (scores or purchases still in flight stay).
 */
export async function performShopAction(
  action: ShopAction,
  now: Date = new Date(),
): Promise<ActionOutcome> {
  if (!useSessionStore.getState().user) return { isDone: false };
  const locally = (user: User) => userAfter(user, action, now);
  // chance (the armoire), or an answer without the player and no rule's result: read the user
  let needsReload = action.kind === 'buyArmoire';
  const outcome = await runOptimistic({
    apply: (state) => withUser(state, (user) => locally(user) ?? user),
    send: () => send(action),
    settle: (state, sent) =>
      withUser(state, (user) => {
        if (needsReload) return user;
        const local = locally(user);
        const parts = sent.partsOf(user);
        if (parts) return takeParts(local ?? user, userPartsOf(parts), sent.answer.userV);
        if (local && action.kind === 'feed') return local;
        needsReload = true; // the mystery item's gear is read with the user
        return local ?? user;
      }),
  });
  if (!outcome.isDone) return { isDone: false };
  const { answer } = outcome.answer;
  if (needsReload) await useSessionStore.getState().refetchUser();
  const armoire = action.kind === 'buyArmoire' ? armoireDropOf(answer.data) : undefined;
  // What the armoire gave is a drop notice with its picture (empty: the modal)
  if (armoire) announceArmoire(armoire, answer.message ?? armoire.dropText);
  else if (answer.message) notify.info(answer.message);
  return { isDone: true, message: answer.message, data: answer.data };
}

function armoireDropOf(data: unknown): ArmoireDrop | undefined {
  return (data as { armoire?: ArmoireDrop } | null)?.armoire;
}

/** What the shops may offer the player now: core's own checks, so the lists match the rules. */
export {
  gearPurchaseRefusal,
  gemsOf,
  hourglassesOf,
  isQuestOnSale,
  isStableItemOnSale,
  questPrerequisitesMet,
  shortOfMoney,
} from '@questlog/core';
