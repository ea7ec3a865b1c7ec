// What PUT /hall/heroes/:heroId does to a player's columns (social.md §9), without I/O: balance,
// hourglasses and the plan, stats, contributor (with the rewards of each tier gained),
// permissions, a purchasable, an achievement, an item, suspension (which puts the player in the
// Inn), chat sanctions, profile and the staff's secret note. The gem and hourglass changes come
// back as gem-ledger moves; bad input is a 400 naming the parameter.
import {
  BadRequest,
  GEAR_BY_KEY,
  STAFF_PERMISSIONS,
  contributorRewards,
  CONTRIBUTOR_PET,
  MAX_CONTRIBUTOR_LEVEL,
} from '@questlog/core';
import type { UserRow } from '../../db/repositories/users.ts';
import type { LedgerMove } from '../gems/gemLedger.ts';
import { gemsOf } from '../gems.ts';

export interface HeroUpdate {
  balance?: number;
  purchased?: { ads?: boolean; plan?: Record<string, unknown> };
  purchasedPath?: string;
  purchasedVal?: unknown;
  stats?: Record<string, unknown>;
  contributor?: Record<string, unknown>;
  permissions?: Record<string, unknown>;
  achievementPath?: string;
  achievementVal?: unknown;
  itemPath?: string;
  itemVal?: unknown;
  auth?: { blocked?: boolean; local?: { email?: string } };
  flags?: { chatRevoked?: unknown; chatShadowMuted?: unknown };
  profile?: Record<string, unknown>;
  secret?: { text?: string };
  changeApiToken?: boolean;
  resetCron?: boolean;
  removeFromParty?: boolean;
}

export interface HeroEditResult {
  columns: Partial<Record<keyof UserRow, unknown>>;
  ledger: LedgerMove[];
  /** The contributor level rose: the player is told (NEW_CONTRIBUTOR_LEVEL). */
  levelRose: boolean;
}

const PLAN_FIELDS = ['planId', 'customerId', 'dateTerminated', 'dateUpdated', 'gemsBought'];
const CONSECUTIVE_FIELDS = ['count', 'offset', 'gemCapExtra'];
const STAT_FIELDS = ['hp', 'mp', 'exp', 'gp', 'lvl', 'points', 'str', 'int', 'per', 'con'];
const CLASSES = ['warrior', 'rogue', 'wizard', 'healer'];
const PROFILE_FIELDS = ['name', 'blurb', 'imageUrl'];
const PURCHASED_PATH =
  /^purchased\.(background|skin|shirt|hair\.(?:color|base|bangs|beard|mustache|flower))\.[\w-]+$/;
// Counted items take a whole number, owned pets a feeding level, mounts and gear true/false.
const ITEM_PATH = /^items\.(eggs|hatchingPotions|food|quests|pets|mounts|gear\.owned)\.([\w-]+)$/;

const OBJECT_FIELDS = [
  'purchased',
  'stats',
  'contributor',
  'permissions',
  'auth',
  'flags',
  'profile',
  'secret',
];

export function editHero(hero: UserRow, update: HeroUpdate, now: Date): HeroEditResult {
  // The body comes loosely typed: each part must have the shape it is read as.
  for (const field of OBJECT_FIELDS) {
    const value = (update as Record<string, unknown>)[field];
    if (value !== undefined) object(value, field);
  }
  if (update.purchased?.plan !== undefined) object(update.purchased.plan, 'purchased.plan');
  if (update.balance !== undefined && typeof update.balance !== 'number') throw invalid('balance');
  const columns: HeroEditResult['columns'] = {};
  const ledger: LedgerMove[] = [];
  const stats = { ...hero.stats };
  const items = structuredClone(hero.items) as Record<string, Record<string, unknown>>;
  const purchased = structuredClone(hero.purchased) as Record<string, unknown>;
  const flags = { ...hero.flags };
  let gems = hero.gems;

  if (update.balance !== undefined) {
    const target = wholeGems(update.balance, 'balance');
    if (target !== gems) {
      ledger.push({
        amount: target - gems,
        transactionType: 'admin_update_balance',
        referenceText: 'Given by staff',
      });
      gems = target;
    }
  }

  const plan = update.purchased?.plan;
  if (plan) {
    const current = { ...(purchased.plan as Record<string, unknown> | undefined) };
    for (const field of PLAN_FIELDS) if (field in plan) current[field] = plan[field];
    const consecutive = plan.consecutive as Record<string, unknown> | undefined;
    if (consecutive) {
      const held = { ...(current.consecutive as Record<string, unknown> | undefined) };
      for (const field of CONSECUTIVE_FIELDS) {
        if (field in consecutive) held[field] = count(consecutive[field], `consecutive.${field}`);
      }
      if ('trinkets' in consecutive) {
        const trinkets = count(consecutive.trinkets, 'consecutive.trinkets');
        const before = typeof held.trinkets === 'number' ? held.trinkets : 0;
        if (trinkets !== before) {
          ledger.push({
            currency: 'hourglasses',
            amount: trinkets - before,
            transactionType: 'admin_update_hourglasses',
            referenceText: 'Updated by staff',
          });
        }
        held.trinkets = trinkets;
      }
      current.consecutive = held;
    }
    purchased.plan = current;
  }
  if (typeof update.purchased?.ads === 'boolean') purchased.ads = update.purchased.ads;
  if (update.purchasedPath !== undefined) {
    setPurchasable(purchased, update.purchasedPath, update.purchasedVal);
  }

  if (update.stats) {
    for (const field of STAT_FIELDS) {
      if (field in update.stats) stats[field] = number(update.stats[field], `stats.${field}`);
    }
    if ('class' in update.stats) {
      if (!CLASSES.includes(update.stats.class as string)) throw invalid('stats.class');
      stats.class = update.stats.class;
    }
    if (update.stats.buffs !== undefined)
      stats.buffs = { ...(stats.buffs as object), ...object(update.stats.buffs, 'stats.buffs') };
    columns.stats = stats;
  }

  let levelRose = false;
  if (update.contributor) {
    const contributor = { ...hero.contributor, ...update.contributor };
    const oldLevel = levelOf(hero.contributor.level);
    const newLevel =
      'level' in update.contributor ? contributorLevel(update.contributor.level) : oldLevel;
    contributor.level = newLevel;
    const rewards = contributorRewards(oldLevel, newLevel);
    for (const { tier, gems: reward } of rewards.gemsByTier) {
      if (reward > 0) {
        ledger.push({ amount: reward, transactionType: 'contribution', reference: String(tier) });
        gems += reward;
      }
    }
    if (rewards.gemsByTier.length > 0) {
      levelRose = true;
      flags.contributor = true;
      const gear = { ...(items.gear as Record<string, unknown> | undefined) };
      gear.owned = {
        ...(gear.owned as object),
        ...Object.fromEntries(rewards.gear.map((key) => [key, true])),
      };
      items.gear = gear;
      if (rewards.hasPet) items.pets = { ...items.pets, [CONTRIBUTOR_PET]: 5 };
    }
    columns.contributor = contributor;
  }

  if (update.permissions) {
    const permissions = { ...hero.permissions };
    for (const [name, value] of Object.entries(update.permissions)) {
      if (!(STAFF_PERMISSIONS as readonly string[]).includes(name) || typeof value !== 'boolean') {
        throw invalid(`permissions.${name}`);
      }
      permissions[name] = value;
    }
    columns.permissions = permissions;
  }

  if (update.achievementPath !== undefined) {
    const match = /^achievements\.([\w-]+)$/.exec(update.achievementPath);
    const value = update.achievementVal;
    if (!match || (typeof value !== 'number' && typeof value !== 'boolean')) {
      throw invalid('achievementPath');
    }
    columns.achievements = { ...hero.achievements, [match[1]!]: value };
  }

  if (update.itemPath !== undefined) setItem(items, update.itemPath, update.itemVal);

  if (update.auth?.blocked === true) {
    // social.md §9: a suspended player rests in the Inn, so their dailies do no harm.
    columns.preferences = { ...hero.preferences, sleep: true };
  }
  for (const name of ['chatRevoked', 'chatShadowMuted'] as const) {
    const value = update.flags?.[name];
    if (value !== undefined) {
      if (typeof value !== 'boolean') throw invalid(`flags.${name}`);
      flags[name] = value;
    }
  }

  if (update.profile) {
    const profile = { ...hero.profile };
    for (const field of PROFILE_FIELDS) {
      if (field in update.profile) profile[field] = text(update.profile[field], `profile.${field}`);
    }
    columns.profile = profile;
  }
  if (update.secret?.text !== undefined) {
    columns.secret = { ...hero.secret, text: text(update.secret.text, 'secret.text') };
  }
  if (update.resetCron) {
    // Last cron yesterday: the day boundary runs at the player's next call.
    const yesterday = new Date(now.getTime() - 24 * 60 * 60_000);
    columns.last_cron = yesterday;
    columns.logged_in_at = yesterday;
  }

  return {
    columns: { ...columns, gems, items, purchased, flags },
    ledger,
    levelRose,
  };
}

function setPurchasable(purchased: Record<string, unknown>, path: string, value: unknown) {
  if (!PURCHASED_PATH.test(path) || typeof value !== 'boolean') throw invalid('purchasedPath');
  const segments = path.split('.').slice(1);
  let at = purchased;
  for (const segment of segments.slice(0, -1)) {
    at[segment] = { ...(at[segment] as object | undefined) };
    at = at[segment] as Record<string, unknown>;
  }
  at[segments.at(-1)!] = value;
}

function setItem(items: Record<string, Record<string, unknown>>, path: string, value: unknown) {
  const match = ITEM_PATH.exec(path);
  if (!match) throw invalid('itemPath');
  const [, family, key] = match as unknown as [string, string, string];
  if (family === 'gear.owned') {
    if (!GEAR_BY_KEY[key] || typeof value !== 'boolean') throw invalid('itemVal');
    const gear = { ...items.gear };
    gear.owned = { ...(gear.owned as object), [key]: value };
    items.gear = gear;
    return;
  }
  const isOwnedFlag = family === 'mounts';
  if (isOwnedFlag ? typeof value !== 'boolean' : !Number.isInteger(value)) throw invalid('itemVal');
  items[family] = { ...items[family], [key]: value };
}

function wholeGems(balance: number, param: string): number {
  try {
    if (balance > 1_000_000) throw new RangeError('too many');
    return gemsOf(balance);
  } catch {
    throw invalid(param);
  }
}

function levelOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
}

function contributorLevel(value: unknown): number {
  if (
    !Number.isInteger(value) ||
    (value as number) < 0 ||
    (value as number) > MAX_CONTRIBUTOR_LEVEL
  ) {
    throw invalid('contributor.level');
  }
  return value as number;
}

function count(value: unknown, param: string): number {
  if (!Number.isInteger(value) || (value as number) < 0) throw invalid(param);
  return value as number;
}

function number(value: unknown, param: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(param);
  return value;
}

function text(value: unknown, param: string): string {
  if (typeof value !== 'string' || value.length > 10_000) throw invalid(param);
  return value;
}

function object(value: unknown, param: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid(param);
  return value as Record<string, unknown>;
}

function invalid(param: string): BadRequest {
  return new BadRequest('invalidParam', { params: { param, reason: 'is not allowed here' } });
}
