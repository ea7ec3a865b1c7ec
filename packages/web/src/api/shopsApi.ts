// The shop calls of seed 000 §7 "Shop actions" (api.md §4.1), through the one request layer.
// Each answers the envelope: the changed parts of the user as `data`, and the rule's message.
import { api } from './request.ts';

const id = encodeURIComponent;

export interface ShopAnswer {
  data: unknown;
  message?: string;
}

async function post(path: string, body?: unknown, query?: Record<string, string>) {
  const answer = await api.post<unknown>(path, body, query ? { query } : undefined);
  return { data: answer.data, message: answer.message } satisfies ShopAnswer;
}

export const shopsApi = {
  /** Market gear for gold. */
  buyGear: (key: string) => post(`/user/buy-gear/${id(key)}`),
  buyHealthPotion: (quantity = 1) => post('/user/buy-health-potion', { quantity }),
  /** The answer's data.armoire says what came out (type, dropKey, emptied). */
  buyArmoire: () => post('/user/buy-armoire', { quantity: 1 }),
  /** Gold quests. */
  buyQuest: (key: string, quantity = 1) => post(`/user/buy-quest/${id(key)}`, { quantity }),
  /** Transformation items and antidotes, for gold. */
  buySpecialSpell: (key: string, quantity = 1) =>
    post(`/user/buy-special-spell/${id(key)}`, { quantity }),
  /** With gems: eggs, hatchingPotions, premiumHatchingPotions, food, gear, bundles, quests, pets. */
  purchase: (type: string, key: string, quantity = 1) =>
    post(`/user/purchase/${id(type)}/${id(key)}`, { quantity }),
  /** With hourglasses: backgrounds, quests, pets, mounts, mystery. */
  purchaseHourglass: (type: string, key: string, quantity = 1) =>
    post(`/user/purchase-hourglass/${id(type)}/${id(key)}`, { quantity }),
  unlock: (path: string) => post('/user/unlock', undefined, { path }),
};
