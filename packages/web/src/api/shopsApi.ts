// The shop calls (buying, selling, pinning, the armoire), through the one request layer. Each
// answers the envelope: the changed parts of the user as `data` (typed by the shared contract,
// @questlog/core/api), and the rule's message.
import type {
  ApiArmoireAnswer,
  ApiGemPurchaseAnswer,
  ApiHourglassAnswer,
  ApiItems,
  ApiItemsAndStats,
  ApiQuestScrolls,
  ApiStats,
  ApiUnlockAnswer,
} from '@questlog/core/api';
import { api } from './request.ts';

const id = encodeURIComponent;

/** The envelope's data and message, and the user version the answer was made at. */
export interface ShopAnswer<T = unknown> {
  data: T;
  message?: string;
  userV?: number;
}

export const shopAnswerOf = <T>({ data, message, userV }: ShopAnswer<T>): ShopAnswer<T> => ({
  data,
  message,
  userV,
});

async function post<T>(path: string, body?: unknown, query?: Record<string, string>) {
  return shopAnswerOf(await api.post<T>(path, body, query ? { query } : undefined));
}

export const shopsApi = {
  /** Market gear for gold: answers the items. */
  buyGear: (key: string) => post<ApiItems>(`/user/buy-gear/${id(key)}`),
  buyHealthPotion: (quantity = 1) => post<ApiStats>('/user/buy-health-potion', { quantity }),
  /** The answer's data.armoire says what came out (type, dropKey, emptied). */
  buyArmoire: () => post<ApiArmoireAnswer>('/user/buy-armoire', { quantity: 1 }),
  /** Gold quests: answers the quest scrolls owned. */
  buyQuest: (key: string, quantity = 1) =>
    post<ApiQuestScrolls>(`/user/buy-quest/${id(key)}`, { quantity }),
  /** Transformation items and antidotes, for gold. */
  buySpecialSpell: (key: string, quantity = 1) =>
    post<ApiItemsAndStats>(`/user/buy-special-spell/${id(key)}`, { quantity }),
  /** With gems: eggs, hatchingPotions, premiumHatchingPotions, food, gear, bundles, quests, pets. */
  purchase: (type: string, key: string, quantity = 1) =>
    post<ApiGemPurchaseAnswer>(`/user/purchase/${id(type)}/${id(key)}`, { quantity }),
  /** With hourglasses: backgrounds, quests, pets, mounts, mystery. */
  purchaseHourglass: (type: string, key: string, quantity = 1) =>
    post<ApiHourglassAnswer>(`/user/purchase-hourglass/${id(type)}/${id(key)}`, { quantity }),
  unlock: (path: string) => post<ApiUnlockAnswer>('/user/unlock', undefined, { path }),
};
