// The class, attribute point, skill, rebirth and inn calls, through the one request layer. Each
// answers the parts of the user the server changed.
import type { PlayerClass } from '@questlog/core';
import type { ApiCastAnswer, ApiClassAnswer } from '@questlog/core/api';
import { api } from './request.ts';
import { shopAnswerOf, type ShopAnswer } from './shopsApi.ts';
import type { Attribute } from './tasksTypes.ts';

/** What a class choice, change or opt-out changes. */
export type ClassAnswer = ApiClassAnswer;

/** A cast answers the caster and whatever it acted on (a task, every task, party members). */
export type CastAnswer = ApiCastAnswer;

export type AttributePoints = Partial<Record<Attribute, number>>;

const dataOf = async <T>(request: Promise<ShopAnswer<T>>) => shopAnswerOf(await request);

export const classesApi = {
  changeClass: (klass: PlayerClass) =>
    dataOf(api.call('POST /user/change-class', { query: { class: klass } })),
  disableClasses: () => dataOf(api.call('POST /user/disable-classes')),
  allocate: (stat: Attribute) => dataOf(api.call('POST /user/allocate', { query: { stat } })),
  allocateBulk: (stats: AttributePoints) =>
    dataOf(api.call('POST /user/allocate-bulk', { body: { stats } })),
  allocateNow: () => dataOf(api.call('POST /user/allocate-now')),
  cast: (spellId: string, targetId?: string) =>
    dataOf(
      api.call('POST /user/class/cast/:spellId', { params: { spellId }, query: { targetId } }),
    ),
  rebirth: () => dataOf(api.call('POST /user/rebirth')),
  /** The new value of preferences.sleep. */
  sleep: () => dataOf(api.call('POST /user/sleep')),
  /** PUT /user with `preferences.allocationMode` / `preferences.automaticAllocation`. */
  setAllocation: (changes: Record<string, unknown>) =>
    dataOf(api.call('PUT /user', { body: changes })),
};
