// The seam between the shop, inventory and stable screens and @questlog/core's rules (seed 000 §7
// "Shop actions": applied locally first, then sent). An action runs core's rule on the player at
// once, then the call follows; the server's answer settles the player, or a refusal rolls the
// player back (the request layer's error catalogue already shows the error notice).
import {
  buyGear,
  buyHealthPotion,
  buyQuestWithGold,
  buySpecialSpell,
  emptyPlan,
  equip,
  feed,
  hatch,
  openMysteryItem,
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

type Loose = Record<string, unknown>;

/** core's PlayerState from GET /user's answer, with the parts a new account may lack filled in. */
export function playerStateOf(user: User): PlayerState {
  const whole = user as unknown as Loose; // GET /user carries the whole player (presentUser)
  const purchased = (whole['purchased'] ?? {}) as Partial<PlayerState['purchased']>;
  const achievements = (whole['achievements'] ?? {}) as Partial<PlayerState['achievements']>;
  return {
    ...(whole as unknown as PlayerState),
    // A user answer narrowed by userFields may lack these; the rules read them.
    achievements: {
      ...achievements,
      quests: achievements.quests ?? {},
      ultimateGearSets: achievements.ultimateGearSets ?? {
        warrior: false,
        wizard: false,
        rogue: false,
        healer: false,
      },
      challenges: achievements.challenges ?? [],
    },
    balance: typeof whole['balance'] === 'number' ? whole['balance'] : 0,
    purchased: {
      ...purchased,
      plan: { ...emptyPlan(), ...purchased.plan },
      background: purchased.background ?? {},
      hair: purchased.hair ?? {},
      skin: purchased.skin ?? {},
      shirt: purchased.shirt ?? {},
    },
    pinnedItems: (whole['pinnedItems'] as PlayerState['pinnedItems'] | undefined) ?? [],
    unpinnedItems: (whole['unpinnedItems'] as PlayerState['unpinnedItems'] | undefined) ?? [],
    loginIncentives: typeof whole['loginIncentives'] === 'number' ? whole['loginIncentives'] : 0,
  };
}

/** The user with a rule's player laid over it (computed stats the rule does not know stay). */
function withPlayer(user: User, player: PlayerState): User {
  const before = user as unknown as Loose;
  return {
    ...user,
    stats: { ...(before['stats'] as Loose | undefined), ...player.stats },
    items: player.items,
    achievements: player.achievements,
    flags: player.flags,
    preferences: { ...user.preferences, ...player.preferences },
    balance: player.balance,
    purchased: player.purchased,
    pinnedItems: player.pinnedItems,
    unpinnedItems: player.unpinnedItems,
  } as User;
}

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

function send(action: ShopAction): Promise<ShopAnswer> {
  switch (action.kind) {
    case 'buyGear':
      return shopsApi.buyGear(action.key);
    case 'buyHealthPotion':
      return shopsApi.buyHealthPotion();
    case 'buyArmoire':
      return shopsApi.buyArmoire();
    case 'buyQuest':
      return shopsApi.buyQuest(action.key);
    case 'buySpecial':
      return shopsApi.buySpecialSpell(action.key);
    case 'purchase':
      return shopsApi.purchase(action.type, action.key);
    case 'purchaseHourglass':
      return shopsApi.purchaseHourglass(action.type, action.key);
    case 'unlock':
      return shopsApi.unlock(action.path);
    case 'sell':
      return inventoryApi.sell(action.type, action.key, action.amount);
    case 'hatch':
      return inventoryApi.hatch(action.egg, action.potion);
    case 'feed':
      return inventoryApi.feed(action.pet, action.food);
    case 'equip':
      return inventoryApi.equip(action.type, action.key);
    case 'release':
      return inventoryApi.release(action.which);
    case 'togglePin':
      return inventoryApi.togglePinnedItem(action.type, action.path);
    case 'openMysteryItem':
      return inventoryApi.openMysteryItem();
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
];

const partsOf = (user: User) => user as unknown as Loose;

/** Whether no one changed the player's game parts since `expected` (the version may differ). */
function isSamePlayer(user: User, expected: User): boolean {
  return USER_PARTS.every((part) => partsOf(user)[part] === partsOf(expected)[part]);
}

/** `user` with the game parts of `source` (keeps the version and notifications of `user`). */
function withPartsOf(user: User, source: User): User {
  return {
    ...user,
    ...Object.fromEntries(USER_PARTS.map((part) => [part, partsOf(source)[part]])),
  } as User;
}

/**
 * The server's answer laid over the user, or null when the answer does not carry the player
 * (the feed answer is the pet's points only) and the user must be read again.
 */
function settledUser(user: User, action: ShopAction, data: unknown): User | null {
  if (typeof data !== 'object' || data === null) return null;
  const answer = data as Loose;
  const whole = user as unknown as Loose;
  switch (action.kind) {
    case 'buyGear':
    case 'hatch':
    case 'equip':
      return { ...user, items: answer } as User; // these answer the items (api.md §4.1)
    case 'buyHealthPotion':
      return { ...user, stats: { ...(whole['stats'] as Loose | undefined), ...answer } } as User;
    case 'buyQuest': {
      const items = (whole['items'] ?? {}) as Loose;
      return { ...user, items: { ...items, quests: answer } } as User;
    }
    default: {
      const parts = Object.fromEntries(
        USER_PARTS.filter((part) => part in answer).map((part) => [part, answer[part]]),
      );
      if (Object.keys(parts).length === 0) return null;
      if (parts['stats'])
        parts['stats'] = { ...(whole['stats'] as Loose), ...(parts['stats'] as Loose) };
      return { ...user, ...parts } as User;
    }
  }
}

export interface ActionOutcome {
  isDone: boolean;
  message?: string;
  /** The server's answer data (the armoire's drop, the feed's points). */
  data?: unknown;
}

/** Applies, sends, reconciles: true when the server took the action. */
export async function performShopAction(
  action: ShopAction,
  now: Date = new Date(),
): Promise<ActionOutcome> {
  const session = useSessionStore.getState();
  const before = session.user;
  if (!before) return { isDone: false };
  const local = applyLocally(playerStateOf(before), action, now);
  const applied = local ? withPlayer(before, local) : before;
  if (local) session.setUser(applied);
  let answer: ShopAnswer;
  try {
    answer = await send(action);
  } catch {
    // Roll back; the request layer's error catalogue already showed the error notice. If another
    // action changed the player meanwhile, the server's copy is read instead of ours.
    const store = useSessionStore.getState();
    if (store.user && isSamePlayer(store.user, applied))
      store.setUser(withPartsOf(store.user, before));
    else await store.refetchUser();
    return { isDone: false };
  }
  const current = useSessionStore.getState().user ?? before;
  const settled =
    local && action.kind === 'feed' ? current : settledUser(current, action, answer.data);
  if (settled && action.kind !== 'buyArmoire') useSessionStore.getState().setUser(settled);
  else await useSessionStore.getState().refetchUser(); // chance, or an answer without the player
  if (answer.message) notify.info(answer.message);
  return { isDone: true, message: answer.message, data: answer.data };
}

/** What the shops may offer the player now: core's own checks, so the lists match the rules. */
export {
  gearPurchaseRefusal,
  gemsOf,
  hourglassesOf,
  isQuestOnSale,
  isStableItemOnSale,
  questPrerequisitesMet,
} from '@questlog/core';
