// A PlayerState for the classes tests: makeUser's player with a wallet and no purchases.
import type { PlayerState } from '../../model/player.ts';
import { emptyPlan } from '../../model/plan.ts';
import { makeUser, type UserOverrides } from '../../testing/factories.ts';

export interface PlayerOverrides extends UserOverrides {
  balance?: number;
}

export function makePlayer({ balance = 0, ...overrides }: PlayerOverrides = {}): PlayerState {
  return {
    ...makeUser(overrides),
    balance,
    purchased: { plan: emptyPlan(), background: {}, hair: {}, skin: {}, shirt: {} },
    pinnedItems: [],
    unpinnedItems: [],
    loginIncentives: 0,
  };
}

/** A level-`lvl` player of `klass` who chose it, with mana to spare. */
export function makeClassPlayer(
  klass: PlayerState['stats']['class'],
  overrides: PlayerOverrides = {},
): PlayerState {
  const player = makePlayer({
    ...overrides,
    stats: { lvl: 20, mp: 100, class: klass, ...overrides.stats },
  });
  return { ...player, flags: { ...player.flags, classSelected: true, ...overrides.flags } };
}
