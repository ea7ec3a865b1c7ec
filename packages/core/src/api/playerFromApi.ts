// The one conversion of the API's user object (GET /user, PUT /user, a rebirth's answer) into
// core's PlayerState, for a client that applies the rules locally first, then awaits the server and
// reconciles (docs/architecture.md). Total: an answer narrowed by `userFields`, a user still
// loading or an old row missing a part gets a new player's value for what is missing, never a
// crash.
import { newPlayerAchievements, newPlayerPurchased } from '../content/newPlayer/newPlayerItems.ts';
import {
  newPlayerFlags,
  newPlayerStats,
  newRulePreferences,
} from '../content/newPlayer/newPlayerState.ts';
import { emptyPlan } from '../model/plan.ts';
import type { PlayerState } from '../model/player.ts';
import {
  ALLOCATION_MODES,
  PLAYER_CLASSES,
  type AllocationMode,
  type PlayerClass,
  type PlayerItems,
  type RulePreferences,
  type UserState,
} from '../model/user.ts';
import type { ApiStats } from './statsSchema.ts';
import type { ApiUser } from './userSchema.ts';

/** The parts of a user answer the rules read; each may be missing (a narrowed or partial user). */
export type ApiUserLike = Partial<
  Pick<
    ApiUser,
    | 'id'
    | 'items'
    | 'achievements'
    | 'flags'
    | 'preferences'
    | 'party'
    | 'balance'
    | 'purchased'
    | 'pinnedItems'
    | 'unpinnedItems'
    | 'loginIncentives'
  >
> & { stats?: ApiStats };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function statsOf(user: ApiUserLike): PlayerState['stats'] {
  const base = newPlayerStats();
  const stats: Partial<ApiStats> = user.stats ?? {};
  const klass: PlayerClass = isOneOf(PLAYER_CLASSES, stats.class) ? stats.class : base.class;
  return {
    ...base,
    ...stats,
    class: klass,
    buffs: { ...base.buffs, ...stats.buffs },
    training: { ...base.training, ...stats.training },
  };
}

function itemsOf(user: ApiUserLike): PlayerItems {
  const items = user.items ?? {};
  return {
    pets: {},
    eggs: {},
    hatchingPotions: {},
    food: {},
    quests: {},
    currentPet: '',
    currentMount: '',
    ...items,
    // Counts, and the lists of cards received beside them (core's readCard reads those as lists).
    special: { ...(items.special as PlayerItems['special'] | undefined) },
    // A released mount is null; anything else the server sent counts as owned.
    mounts: Object.fromEntries(
      Object.entries(items.mounts ?? {}).map(([key, value]) => [
        key,
        value === null ? null : !!value,
      ]),
    ),
    gear: { owned: {}, equipped: {}, costume: {}, ...items.gear },
    lastDrop: { count: 0, date: new Date(0).toISOString(), ...items.lastDrop },
  };
}

function preferencesOf(user: ApiUserLike): RulePreferences {
  const preferences = user.preferences ?? {};
  const mode: AllocationMode = isOneOf(ALLOCATION_MODES, preferences.allocationMode)
    ? preferences.allocationMode
    : 'flat';
  // Every preference is kept: unlock reads the worn appearance (hair, skin, background…).
  return { ...newRulePreferences(), ...preferences, allocationMode: mode };
}

function partyOf(user: ApiUserLike): Pick<UserState, 'party'> {
  const progress = user.party?.quest?.progress;
  if (!progress) return {};
  return { party: { quest: { progress: { up: 0, down: 0, collectedItems: 0, ...progress } } } };
}

function flagsOf(user: ApiUserLike): PlayerState['flags'] {
  const base = newPlayerFlags();
  const flags = user.flags ?? {};
  return {
    ...base,
    ...flags,
    tutorial: { common: { ...base.tutorial.common, ...flags.tutorial?.common } },
  };
}

function purchasedOf(user: ApiUserLike): PlayerState['purchased'] {
  const purchased = user.purchased ?? {};
  const plan = purchased.plan ?? {};
  const empty = emptyPlan();
  return {
    ...newPlayerPurchased(),
    ...purchased,
    plan: {
      ...empty,
      ...plan,
      consecutive: { ...empty.consecutive, ...plan.consecutive },
    },
  };
}

/** core's PlayerState from the API's user object. */
export function playerFromApi(user: ApiUserLike): PlayerState {
  const achievements = newPlayerAchievements();
  return {
    ...(user.id !== undefined ? { id: user.id } : {}),
    stats: statsOf(user),
    items: itemsOf(user),
    achievements: {
      ...achievements,
      ...user.achievements,
      ultimateGearSets: {
        ...achievements.ultimateGearSets,
        ...user.achievements?.ultimateGearSets,
      },
    },
    flags: flagsOf(user),
    preferences: preferencesOf(user),
    ...partyOf(user),
    balance: user.balance ?? 0,
    purchased: purchasedOf(user),
    pinnedItems: user.pinnedItems ?? [],
    unpinnedItems: user.unpinnedItems ?? [],
    loginIncentives: user.loginIncentives ?? 0,
  };
}
