// Test helpers of the shop rules: a player with a wallet, and a check that a rule refuses with
// the expected message key and status.
import { expect } from 'vitest';
import { ApiError } from '../../errors.ts';
import { emptyPlan, type SubscriptionPlan } from '../../model/plan.ts';
import type { PlayerState } from '../../model/player.ts';
import { deepFreeze, makeUser, type UserOverrides } from '../../testing/factories.ts';

export interface PlayerOverrides extends UserOverrides {
  balance?: number;
  plan?: Partial<SubscriptionPlan>;
  trinkets?: number;
  owned?: Record<string, boolean>;
  purchased?: Partial<PlayerState['purchased']>;
  loginIncentives?: number;
}

/** A frozen player: any rule that mutates its input throws. */
export function makePlayer(overrides: PlayerOverrides = {}): PlayerState {
  const { balance = 0, plan, trinkets, owned, purchased, loginIncentives = 0, ...user } = overrides;
  const base = makeUser(user);
  const fullPlan = { ...emptyPlan(), ...plan };
  if (trinkets !== undefined) fullPlan.consecutive = { ...fullPlan.consecutive, trinkets };
  return deepFreeze({
    ...base,
    items: owned
      ? {
          ...base.items,
          gear: { ...base.items.gear, owned: { ...base.items.gear.owned, ...owned } },
        }
      : base.items,
    balance,
    purchased: { background: {}, hair: {}, skin: {}, shirt: {}, ...purchased, plan: fullPlan },
    pinnedItems: [],
    unpinnedItems: [],
    loginIncentives,
  });
}

/** Runs `work` and checks it throws the keyed error with this HTTP status. */
export function expectRefusal(work: () => unknown, key: string, status: number): void {
  let thrown: unknown;
  try {
    work();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${key}`).toBeInstanceOf(ApiError);
  expect((thrown as ApiError).key).toBe(key);
  expect((thrown as ApiError).status).toBe(status);
}

export const at = (iso: string) => ({ now: new Date(iso) });
