// The shop calls (buying, selling, pinning, the armoire), through the one request layer. Each
// answers the envelope: the changed parts of the user as `data` (typed by the shared contract,
// @questlog/core/api), and the rule's message.
import { api } from './request.ts';

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

export const shopsApi = {
  /** Market gear for gold: answers the items. */
  buyGear: async (key: string) =>
    shopAnswerOf(await api.call('POST /user/buy-gear/:key', { params: { key } })),
  buyHealthPotion: async (quantity = 1) =>
    shopAnswerOf(await api.call('POST /user/buy-health-potion', { body: { quantity } })),
  /** The answer's data.armoire says what came out (type, dropKey, emptied). */
  buyArmoire: async () =>
    shopAnswerOf(await api.call('POST /user/buy-armoire', { body: { quantity: 1 } })),
  /** Gold quests: answers the quest scrolls owned. */
  buyQuest: async (key: string, quantity = 1) =>
    shopAnswerOf(
      await api.call('POST /user/buy-quest/:key', { params: { key }, body: { quantity } }),
    ),
  /** Transformation items and antidotes, for gold. */
  buySpecialSpell: async (key: string, quantity = 1) =>
    shopAnswerOf(
      await api.call('POST /user/buy-special-spell/:key', { params: { key }, body: { quantity } }),
    ),
  /** With gems: eggs, hatchingPotions, premiumHatchingPotions, food, gear, bundles, quests, pets. */
  purchase: async (type: string, key: string, quantity = 1) =>
    shopAnswerOf(
      await api.call('POST /user/purchase/:type/:key', {
        params: { type, key },
        body: { quantity },
      }),
    ),
  /** With hourglasses: backgrounds, quests, pets, mounts, mystery. */
  purchaseHourglass: async (type: string, key: string, quantity = 1) =>
    shopAnswerOf(
      await api.call('POST /user/purchase-hourglass/:type/:key', {
        params: { type, key },
        body: { quantity },
      }),
    ),
  unlock: async (path: string) =>
    shopAnswerOf(await api.call('POST /user/unlock', { query: { path } })),
};
