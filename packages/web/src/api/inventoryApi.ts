// The inventory and stable calls of seed 000 §7 (api.md §4.1), through the one request layer.
import { api } from './request.ts';
import type { ShopAnswer } from './shopsApi.ts';

const id = encodeURIComponent;

async function post(path: string, query?: Record<string, string>): Promise<ShopAnswer> {
  const answer = await api.post<unknown>(path, undefined, query ? { query } : undefined);
  return { data: answer.data, message: answer.message };
}

export const inventoryApi = {
  hatch: (egg: string, hatchingPotion: string) =>
    post(`/user/hatch/${id(egg)}/${id(hatchingPotion)}`),
  feed: (pet: string, food: string) => post(`/user/feed/${id(pet)}/${id(food)}`),
  /** type: equipped (battle gear), costume, pet, mount, background. */
  equip: (type: string, key: string) => post(`/user/equip/${id(type)}/${id(key)}`),
  unequip: (type: string) => post(`/user/unequip/${id(type)}`),
  sell: (type: string, key: string, amount = 1) =>
    post(`/user/sell/${id(type)}/${id(key)}`, { amount: String(amount) }),
  release: (which: 'pets' | 'mounts' | 'both') => post(`/user/release-${which}`),
  /** The answer is the gear item revealed, not the player: the store reads the user again. */
  openMysteryItem: () => post('/user/open-mystery-item'),
  /** GET, as the original: the answer holds pinnedItems, unpinnedItems and isPinned. */
  togglePinnedItem: async (type: string, path: string): Promise<ShopAnswer> => {
    const answer = await api.get<unknown>(`/user/toggle-pinned-item/${id(type)}/${id(path)}`);
    return { data: answer.data, message: answer.message };
  },
};
