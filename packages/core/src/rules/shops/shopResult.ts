// What every shop rule, a pure function, takes and gives back: the player, the parameters, the
// instant and a random source in; the new player, a message and the lasting notifications out — or
// an error keyed into the message catalogue.
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { MessageKey } from '../../messages/en.ts';
import { keyedMessage, type KeyedMessageParam } from '../../messages/keyedMessage.ts';
import type { PlayerState } from '../../model/player.ts';
import type { PlayerNotification, PlayerRuleResult } from '../playerRuleResult.ts';

export interface ShopContext {
  now: Date;
  /** A number in [0, 1); only the armoire draws. */
  random?: () => number;
}

/** A notification the server stores for the player (type and data as the client reads them). */
export type ShopNotification = PlayerNotification;

export interface ShopResult extends PlayerRuleResult {
  notifications: ShopNotification[];
}

/** The result's `message` and `messageKey` (spread into the result). */
export function shopMessage(key: MessageKey, params?: Readonly<Record<string, KeyedMessageParam>>) {
  return keyedMessage(key, params);
}

/** A quantity is a positive whole number (else invalidQuantity). */
export function purchaseQuantity(quantity: unknown = 1): number {
  if (typeof quantity === 'string' && /^\d+$/.test(quantity)) quantity = Number(quantity);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw new BadRequest('invalidQuantity');
  }
  return quantity;
}

// Money is kept to a thousandth so that 0.25 steps never drift (0.1 + 0.2 style).
const exact = (value: number): number => Math.round(value * 1000) / 1000;

export function spendGold(player: PlayerState, gold: number): PlayerState {
  if (player.stats.gp < gold) throw new NotAuthorized('messageNotEnoughGold');
  return { ...player, stats: { ...player.stats, gp: exact(player.stats.gp - gold) } };
}

/** Gems are held as balance (gems / 4). */
export function spendGems(player: PlayerState, gems: number): PlayerState {
  const cost = gems / 4;
  if (player.balance < cost) throw new NotAuthorized('notEnoughGems');
  return { ...player, balance: exact(player.balance - cost) };
}

export function hourglassesOf(player: PlayerState): number {
  return player.purchased.plan.consecutive.trinkets;
}

export function spendHourglasses(player: PlayerState, hourglasses: number): PlayerState {
  if (hourglassesOf(player) < hourglasses || hourglassesOf(player) < 1) {
    throw new NotAuthorized('notEnoughHourglasses');
  }
  const plan = player.purchased.plan;
  return {
    ...player,
    purchased: {
      ...player.purchased,
      plan: {
        ...plan,
        consecutive: { ...plan.consecutive, trinkets: plan.consecutive.trinkets - hourglasses },
      },
    },
  };
}

/** Adds `count` of `key` to one of the counted item maps (eggs, potions, food, quests, special). */
export function addItems(
  player: PlayerState,
  kind: 'eggs' | 'hatchingPotions' | 'food' | 'quests' | 'special',
  key: string,
  count: number,
): PlayerState {
  const held = player.items[kind];
  return {
    ...player,
    items: { ...player.items, [kind]: { ...held, [key]: (held[key] ?? 0) + count } },
  };
}
