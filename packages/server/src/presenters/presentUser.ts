// Turns a stored player into the API's user object (api.md §6.1) — never the password hash or
// an API token. Without `userFields`, computed stats and `needsCron` are added.
import { MAX_HEALTH, maxMP, toNextLevel } from '@questlog/core';
import { cronDue } from '../services/cronRunner.ts';
import { balanceOf } from '../services/gems.ts';
import type { StoredUser } from '../db/repositories/users.ts';
import type { UserNotification } from '../middleware/requestUser.ts';

export interface PresentOptions {
  notifications: UserNotification[];
  now: Date;
  /** `userFields` of GET /user: dotted paths to keep (plus those always sent). */
  userFields?: string[];
}

/** Sent whatever `userFields` asks for (api.md §6.1). */
const ALWAYS_SENT = [
  '_id',
  'id',
  '_v',
  'notifications',
  'preferences',
  'auth',
  'flags',
  'permissions',
];

export function presentUser(user: StoredUser, options: PresentOptions): Record<string, unknown> {
  const { row, credentials, tags } = user;
  const stats = row.stats as { lvl: number; int: number; buffs?: { int?: number } };
  const whole = {
    _id: row.id,
    id: row.id,
    _v: row.version,
    auth: {
      local: credentials
        ? {
            username: credentials.username,
            lowerCaseUsername: credentials.username.toLowerCase(),
            email: credentials.email ?? undefined,
            has_password: credentials.password_hash !== null,
          }
        : {},
      timestamps: {
        created: row.created_at.toISOString(),
        loggedin: row.logged_in_at.toISOString(),
        updated: row.updated_at.toISOString(),
      },
    },
    profile: row.profile,
    stats: row.stats,
    preferences: row.preferences,
    flags: row.flags,
    items: row.items,
    achievements: row.achievements,
    balance: balanceOf(row.gems),
    purchased: row.purchased,
    // The party the player is in comes from group_members; the rest is their quest progress.
    party: user.partyId ? { ...row.party, _id: user.partyId } : row.party,
    inbox: row.inbox,
    invitations: { party: {}, parties: [], guilds: [] },
    guilds: [],
    challenges: [],
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name })),
    tasksOrder: row.tasks_order,
    notifications: options.notifications,
    permissions: row.permissions,
    lastCron: row.last_cron.toISOString(),
    loginIncentives: row.login_incentives,
    history: user.history ?? { exp: [], todos: [] },
    pinnedItems: row.pinned_items,
    unpinnedItems: row.unpinned_items,
    webhooks: [],
  };
  if (options.userFields) return pick(whole, [...ALWAYS_SENT, ...options.userFields]);
  return {
    ...whole,
    stats: {
      ...row.stats,
      toNextLevel: toNextLevel(stats.lvl),
      maxHealth: MAX_HEALTH,
      maxMP: maxMP(stats),
    },
    needsCron: cronDue(row, options.now),
  };
}

/** Keeps only the given dotted paths (unknown ones are ignored). */
function pick(source: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const segments = path.split('.');
    let from: unknown = source;
    let to = picked;
    for (const [index, segment] of segments.entries()) {
      if (from === null || typeof from !== 'object' || !Object.hasOwn(from, segment)) break;
      const value = (from as Record<string, unknown>)[segment];
      if (index === segments.length - 1) {
        to[segment] = value;
      } else {
        to[segment] = (to[segment] as Record<string, unknown> | undefined) ?? {};
        to = to[segment] as Record<string, unknown>;
      }
      from = value;
    }
  }
  return picked;
}
