// What PUT /hall/heroes/:heroId does to a player's columns, without I/O: balance,
// hourglasses and the plan, stats, contributor (with the rewards of each tier gained),
// permissions, a purchasable, an achievement, an item, suspension (which puts the player in the
// Inn), chat sanctions, profile and the staff's secret note. The gem and hourglass changes come
// back as gem-ledger moves; bad input is a 400 naming the parameter.
import {
  GEAR_BY_KEY,
  STAFF_PERMISSIONS,
  contributorRewards,
  CONTRIBUTOR_PET,
  MAX_CONTRIBUTOR_LEVEL,
} from '@questlog/core';
import type { BadRequest, Buffs, PlayerClass } from '@questlog/core';
import type { UserRow } from '../../db/repositories/users.ts';
import { invalidParam } from '../accountErrors.ts';
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

/** The player as the edit goes: the columns it sets, and the moves for the gem ledger. */
interface Draft {
  hero: UserRow;
  columns: HeroEditResult['columns'];
  gems: number;
  items: Record<string, Record<string, unknown>>;
  purchased: Record<string, unknown>;
  flags: Record<string, unknown>;
  ledger: LedgerMove[];
}

export function editHero(hero: UserRow, update: HeroUpdate, now: Date): HeroEditResult {
  checkShapes(update);
  const draft: Draft = {
    hero,
    columns: {},
    gems: hero.gems,
    items: structuredClone(hero.items) as Draft['items'],
    purchased: structuredClone(hero.purchased) as Record<string, unknown>,
    flags: { ...hero.flags },
    ledger: [],
  };
  if (update.balance !== undefined) editBalance(draft, update.balance);
  if (update.purchased?.plan) editPlan(draft, update.purchased.plan);
  if (typeof update.purchased?.ads === 'boolean') draft.purchased.ads = update.purchased.ads;
  if (update.purchasedPath !== undefined) {
    setPurchasable(draft.purchased, update.purchasedPath, update.purchasedVal);
  }
  if (update.stats) editStats(draft, update.stats);
  const levelRose = update.contributor ? editContributor(draft, update.contributor) : false;
  if (update.permissions) editPermissions(draft, update.permissions);
  if (update.achievementPath !== undefined) {
    editAchievement(draft, update.achievementPath, update.achievementVal);
  }
  if (update.itemPath !== undefined) setItem(draft.items, update.itemPath, update.itemVal);
  editSanctions(draft, update);
  editNotes(draft, update, now);
  const { columns, gems, items, purchased, flags, ledger } = draft;
  return { columns: { ...columns, gems, items, purchased, flags }, ledger, levelRose };
}

/** The body comes loosely typed: each part must have the shape it is read as. */
function checkShapes(update: HeroUpdate) {
  for (const field of OBJECT_FIELDS) {
    const value = (update as Record<string, unknown>)[field];
    if (value !== undefined) object(value, field);
  }
  if (update.purchased?.plan !== undefined) object(update.purchased.plan, 'purchased.plan');
  if (update.balance !== undefined && typeof update.balance !== 'number') throw invalid('balance');
}

function editBalance(draft: Draft, balance: number) {
  const target = wholeGems(balance, 'balance');
  if (target === draft.gems) return;
  draft.ledger.push({
    amount: target - draft.gems,
    transactionType: 'admin_update_balance',
    referenceText: 'Given by staff',
  });
  draft.gems = target;
}

function editPlan(draft: Draft, plan: Record<string, unknown>) {
  const current = { ...(draft.purchased.plan as Record<string, unknown> | undefined) };
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
        draft.ledger.push({
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
  draft.purchased.plan = current;
}

function editStats(draft: Draft, update: Record<string, unknown>) {
  const stats = { ...draft.hero.stats };
  for (const field of STAT_FIELDS) {
    if (field in update) stats[field] = number(update[field], `stats.${field}`);
  }
  if ('class' in update) {
    if (!CLASSES.includes(update.class as string)) throw invalid('stats.class');
    stats.class = update.class as PlayerClass; // one of CLASSES, checked above
  }
  if (update.buffs !== undefined) {
    // The staff may set any buff, as the original's hero editor does.
    stats.buffs = { ...stats.buffs, ...object(update.buffs, 'stats.buffs') } as Buffs;
  }
  draft.columns.stats = stats;
}

/** Merges the contributor record; a higher level brings each gained tier's rewards. */
function editContributor(draft: Draft, update: Record<string, unknown>): boolean {
  const { hero, items } = draft;
  const oldLevel = levelOf(hero.contributor.level);
  const newLevel = 'level' in update ? contributorLevel(update.level) : oldLevel;
  draft.columns.contributor = { ...hero.contributor, ...update, level: newLevel };
  const rewards = contributorRewards(oldLevel, newLevel);
  if (rewards.gemsByTier.length === 0) return false;
  for (const { tier, gems } of rewards.gemsByTier) {
    if (gems === 0) continue;
    draft.ledger.push({ amount: gems, transactionType: 'contribution', reference: String(tier) });
    draft.gems += gems;
  }
  draft.flags.contributor = true;
  const gear = { ...(items.gear as Record<string, unknown> | undefined) };
  gear.owned = {
    ...(gear.owned as object),
    ...Object.fromEntries(rewards.gear.map((key) => [key, true])),
  };
  items.gear = gear;
  if (rewards.hasPet) items.pets = { ...items.pets, [CONTRIBUTOR_PET]: 5 };
  return true;
}

function editPermissions(draft: Draft, update: Record<string, unknown>) {
  const permissions = { ...draft.hero.permissions };
  for (const [name, value] of Object.entries(update)) {
    if (!(STAFF_PERMISSIONS as readonly string[]).includes(name) || typeof value !== 'boolean') {
      throw invalid(`permissions.${name}`);
    }
    permissions[name] = value;
  }
  draft.columns.permissions = permissions;
}

function editAchievement(draft: Draft, path: string, value: unknown) {
  const match = /^achievements\.([\w-]+)$/.exec(path);
  if (!match || (typeof value !== 'number' && typeof value !== 'boolean')) {
    throw invalid('achievementPath');
  }
  draft.columns.achievements = { ...draft.hero.achievements, [match[1]!]: value };
}

/** Suspension puts the player in the Inn; chat can be revoked or shadow-muted. */
function editSanctions(draft: Draft, update: HeroUpdate) {
  if (update.auth?.blocked === true) {
    // A suspended player rests in the Inn, so their dailies do no harm.
    draft.columns.preferences = { ...draft.hero.preferences, sleep: true };
  }
  for (const name of ['chatRevoked', 'chatShadowMuted'] as const) {
    const value = update.flags?.[name];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') throw invalid(`flags.${name}`);
    draft.flags[name] = value;
  }
}

/** Profile, the staff's secret note and a cron reset. */
function editNotes(draft: Draft, update: HeroUpdate, now: Date) {
  const { hero, columns } = draft;
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
    columns.last_boundary_date = null; // read from last_cron again (services/time/playerClock.ts)
    columns.logged_in_at = yesterday;
  }
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
  // ITEM_PATH's two groups are not optional: a match has both.
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

/** A 400 naming the field, also in `errors[]` so a form shows it beside that field. */
function invalid(param: string): BadRequest {
  return invalidParam(param, 'is not allowed here');
}
