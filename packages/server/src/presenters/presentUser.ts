// Turns a stored player into the API's user object — never the password hash or
// an API token. Without `userFields`, computed stats and `needsCron` are added.
import { MAX_HEALTH, maxMP, toNextLevel } from '@questlog/core';
import { ALWAYS_SENT_USER_FIELDS, type ApiUser, type ApiUserAnswer } from '@questlog/core/api';
import { cronDue } from '../services/cronRunner.ts';
import { flagsWithNewStuff } from '../services/news/newsReader.ts';
import { balanceOf } from '../services/gems.ts';
import { presentTag } from './presentTag.ts';
import type { SocialSummary } from '../db/repositories/socialSummary.ts';
import type { CredentialsRow, StoredUser, UserRow } from '../db/repositories/users.ts';
import type { UserNotification } from '../middleware/requestUser.ts';
import { presentedTimePreferences } from '../services/time/presentedTime.ts';

export interface PresentOptions {
  notifications: UserNotification[];
  now: Date;
  /** `userFields` of GET /user: dotted paths to keep (plus those always sent). */
  userFields?: string[];
  /** Guilds, invitations and unread messages (GET and PUT /user load them). */
  social?: SocialSummary;
  /** The newest news post players see (null: none), for `flags.newStuff` (GET and PUT /user). */
  latestNewsPostId?: string | null;
}

const NO_SOCIAL: SocialSummary = {
  guildIds: [],
  partyInvitations: [],
  guildInvitations: [],
  unreadMessages: 0,
};

/** The whole user; with `userFields`, only the parts asked for (and those always sent). */
export function presentUser(
  user: StoredUser,
  options: PresentOptions & { userFields?: undefined },
): ApiUser;
export function presentUser(user: StoredUser, options: PresentOptions): ApiUserAnswer;
export function presentUser(user: StoredUser, options: PresentOptions): ApiUser | ApiUserAnswer {
  const { row } = user;
  if (options.userFields) {
    // Only paths of the presented user are kept, so the picked object is a narrowed ApiUser.
    return pick(storedParts(user, options), [
      ...ALWAYS_SENT_USER_FIELDS,
      ...options.userFields,
    ]) as ApiUserAnswer;
  }
  // The stored stats are the rules' (core's Stats): every player has the five bars and level.
  const stats = row.stats as ApiUser['stats'];
  return {
    ...storedParts(user, options),
    stats: {
      ...stats,
      toNextLevel: toNextLevel(stats.lvl),
      maxHealth: MAX_HEALTH,
      maxMP: maxMP({ lvl: stats.lvl, int: stats.int ?? 0, buffs: stats.buffs }),
    },
    needsCron: cronDue(row, options.now),
  };
}

/** The user's stored parts, as GET /user sends them before the computed ones are added. */
function storedParts(user: StoredUser, options: PresentOptions) {
  const { row, credentials, tags } = user;
  const social = options.social ?? NO_SOCIAL;
  return {
    _id: row.id,
    id: row.id,
    _v: row.version,
    auth: {
      local: credentials
        ? { ...localAuth(credentials), has_password: credentials.password_hash !== null }
        : {},
      timestamps: authTimestamps(row),
    },
    profile: row.profile,
    stats: row.stats,
    preferences: presentedTimePreferences(row.preferences, options.now),
    flags: flagsWithNewStuff(row.flags, options.latestNewsPostId),
    items: row.items,
    achievements: row.achievements,
    balance: balanceOf(row.gems),
    contributor: row.contributor,
    backer: row.backer,
    purchased: row.purchased,
    // The party the player is in comes from group_members; the rest is their quest progress.
    party: user.partyId ? { ...row.party, _id: user.partyId } : row.party,
    inbox: { ...row.inbox, newMessages: social.unreadMessages },
    invitations: {
      // The latest party invitation, and every one.
      party: social.partyInvitations.at(-1) ?? {},
      parties: social.partyInvitations,
      guilds: social.guildInvitations,
    },
    newMessages: unreadChats(options.notifications),
    guilds: social.guildIds,
    challenges: social.challengeIds ?? [],
    tags: tags.map(presentTag),
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
}

/**
 * The legacy `newMessages` map: group id → {name, value: true} for each group whose
 * NEW_CHAT_MESSAGE notification is pending, so the two can never disagree.
 */
function unreadChats(notifications: readonly UserNotification[]) {
  const unread: Record<string, { name: string; value: true }> = {};
  for (const notification of notifications) {
    if (notification.type !== 'NEW_CHAT_MESSAGE') continue;
    const group = (notification.data as { group?: { id?: string; name?: string } }).group;
    if (group?.id) unread[group.id] = { name: group.name ?? '', value: true };
  }
  return unread;
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

/** `auth.local` of an account with credentials: its username and e-mail address. */
export function localAuth(credentials: Pick<CredentialsRow, 'username' | 'email'>) {
  return {
    username: credentials.username,
    lowerCaseUsername: credentials.username.toLowerCase(),
    email: credentials.email ?? undefined,
  };
}

/** `auth.timestamps` of a user row: created, loggedin and updated. */
export function authTimestamps(row: Pick<UserRow, 'created_at' | 'logged_in_at' | 'updated_at'>) {
  return {
    created: row.created_at.toISOString(),
    loggedin: row.logged_in_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}
