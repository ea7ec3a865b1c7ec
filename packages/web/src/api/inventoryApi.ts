// The inventory and stable calls, through the one request layer; the answers typed by the shared
// contract (@questlog/core/api).
import { api } from './request.ts';
import { shopAnswerOf } from './shopsApi.ts';

const releaseKey = {
  pets: 'POST /user/release-pets',
  mounts: 'POST /user/release-mounts',
  both: 'POST /user/release-both',
} as const;

export const inventoryApi = {
  hatch: async (egg: string, hatchingPotion: string) =>
    shopAnswerOf(
      await api.call('POST /user/hatch/:egg/:hatchingPotion', { params: { egg, hatchingPotion } }),
    ),
  /** The pet's new points (-1: it became a mount). */
  feed: async (pet: string, food: string) =>
    shopAnswerOf(await api.call('POST /user/feed/:pet/:food', { params: { pet, food } })),
  /** type: equipped (battle gear), costume, pet, mount, background. */
  equip: async (type: string, key: string) =>
    shopAnswerOf(await api.call('POST /user/equip/:type/:key', { params: { type, key } })),
  unequip: async (type: string) =>
    shopAnswerOf(await api.call('POST /user/unequip/:type', { params: { type } })),
  sell: async (type: string, key: string, amount = 1) =>
    shopAnswerOf(
      await api.call('POST /user/sell/:type/:key', {
        params: { type, key },
        query: { amount: String(amount) },
      }),
    ),
  release: async (which: keyof typeof releaseKey) =>
    shopAnswerOf(await api.call(releaseKey[which])),
  /** The answer is the gear item revealed, not the player: the store reads the user again. */
  openMysteryItem: async () => shopAnswerOf(await api.call('POST /user/open-mystery-item')),
  /** GET, as the original: the answer holds pinnedItems, unpinnedItems and isPinned. */
  togglePinnedItem: async (type: string, path: string) =>
    shopAnswerOf(
      await api.call('GET /user/toggle-pinned-item/:type/:path', { params: { type, path } }),
    ),
};
