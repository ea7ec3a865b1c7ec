// The class, attribute point, skill, rebirth and inn calls, through the one request layer. Each
// answers the parts of the user the server changed.
import type { PlayerClass } from '@questlog/core';
import type { ApiCastAnswer, ApiClassAnswer, ApiUser } from '@questlog/core/api';
import { api } from './request.ts';
import { shopAnswerOf, type ShopAnswer } from './shopsApi.ts';
import type { Attribute, Stats } from './tasksTypes.ts';

/** What a class choice, change or opt-out changes. */
export type ClassAnswer = ApiClassAnswer;

/** A cast answers the caster and whatever it acted on (a task, every task, party members). */
export type CastAnswer = ApiCastAnswer;

export type AttributePoints = Partial<Record<Attribute, number>>;

const dataOf = async <T>(request: Promise<ShopAnswer<T>>) => shopAnswerOf(await request);

export const classesApi = {
  changeClass: (klass: PlayerClass) =>
    dataOf(api.post<ClassAnswer>('/user/change-class', undefined, { query: { class: klass } })),
  disableClasses: () => dataOf(api.post<ClassAnswer>('/user/disable-classes')),
  allocate: (stat: Attribute) =>
    dataOf(api.post<Stats>('/user/allocate', undefined, { query: { stat } })),
  allocateBulk: (stats: AttributePoints) =>
    dataOf(api.post<Stats>('/user/allocate-bulk', { stats })),
  allocateNow: () => dataOf(api.post<Stats>('/user/allocate-now')),
  cast: (spellId: string, targetId?: string) =>
    dataOf(
      api.post<CastAnswer>(`/user/class/cast/${encodeURIComponent(spellId)}`, undefined, {
        query: { targetId },
      }),
    ),
  rebirth: () => dataOf(api.post<ApiUser>('/user/rebirth')),
  /** The new value of preferences.sleep. */
  sleep: () => dataOf(api.post<boolean>('/user/sleep')),
  /** PUT /user with `preferences.allocationMode` / `preferences.automaticAllocation`. */
  setAllocation: (changes: Record<string, unknown>) => dataOf(api.put<ApiUser>('/user', changes)),
};
