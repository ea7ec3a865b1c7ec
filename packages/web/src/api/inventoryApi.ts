// The inventory and stable calls, through the one request layer; the answers typed by the shared
// contract (@questlog/core/api).
import type {
  ApiItems,
  ApiReleaseAnswer,
  ApiSellAnswer,
  ApiTogglePinAnswer,
} from '@questlog/core/api';
import { api } from './request.ts';
import { shopAnswerOf, type ShopAnswer } from './shopsApi.ts';

const id = encodeURIComponent;

async function post<T>(path: string, query?: Record<string, string>): Promise<ShopAnswer<T>> {
  return shopAnswerOf(await api.post<T>(path, undefined, query ? { query } : undefined));
}

export const inventoryApi = {
  hatch: (egg: string, hatchingPotion: string) =>
    post<ApiItems>(`/user/hatch/${id(egg)}/${id(hatchingPotion)}`),
  /** The pet's new points (-1: it became a mount). */
  feed: (pet: string, food: string) => post<number>(`/user/feed/${id(pet)}/${id(food)}`),
  /** type: equipped (battle gear), costume, pet, mount, background. */
  equip: (type: string, key: string) => post<ApiItems>(`/user/equip/${id(type)}/${id(key)}`),
  unequip: (type: string) => post<ApiItems>(`/user/unequip/${id(type)}`),
  sell: (type: string, key: string, amount = 1) =>
    post<ApiSellAnswer>(`/user/sell/${id(type)}/${id(key)}`, { amount: String(amount) }),
  release: (which: 'pets' | 'mounts' | 'both') => post<ApiReleaseAnswer>(`/user/release-${which}`),
  /** The answer is the gear item revealed, not the player: the store reads the user again. */
  openMysteryItem: () => post<Record<string, unknown>>('/user/open-mystery-item'),
  /** GET, as the original: the answer holds pinnedItems, unpinnedItems and isPinned. */
  togglePinnedItem: async (type: string, path: string): Promise<ShopAnswer<ApiTogglePinAnswer>> => {
    return shopAnswerOf(
      await api.get<ApiTogglePinAnswer>(`/user/toggle-pinned-item/${id(type)}/${id(path)}`),
    );
  },
};
