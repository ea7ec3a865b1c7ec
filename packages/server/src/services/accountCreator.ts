// Creates a player: the user row with a new player's game state, the local credentials, the
// default tasks and tags, and a first API token. Local registration uses it, and
// social sign-in can too (no password hash, e-mail optional). Run it inside the caller's
// transaction; uniqueness races end as the same 400 a pre-check gives.
import {
  dateKey,
  dayClockOf,
  gameDateAt,
  isTimeZoneName,
  legacyTimezoneOffset,
  newPlayerAchievements,
  newPlayerFlags,
  newPlayerInbox,
  newPlayerItems,
  newPlayerParty,
  newPlayerPreferences,
  newPlayerPurchased,
  newPlayerStats,
} from '@questlog/core';
import { isLanguage } from '@questlog/core/languages';
import type { Queryable } from '../db/database.ts';
import { invalidParams, isUniqueViolation, paramError } from './accountErrors.ts';
import { issueApiToken } from './apiTokens.ts';
import { createDefaultTasks } from './defaultTaskCreator.ts';

export interface NewAccount {
  username: string;
  /** Stored lower-cased. */
  email?: string | null;
  /** argon2id hash; null or absent for a social-only account. */
  passwordHash?: string | null;
  /** Shown as profile.name; defaults to the username. */
  displayName?: string;
  /** The browser's IANA zone (issue 30); one the runtime does not know is left out. */
  timezone?: string | undefined;
  /** The interface language at sign-up; English when not one of ours. */
  language?: string | undefined;
  now: Date;
}

export interface CreatedAccount {
  userId: string;
  apiToken: string;
}

export async function createAccount(tx: Queryable, account: NewAccount): Promise<CreatedAccount> {
  const { now } = account;
  const zoned = newPlayerClock(account.timezone, now);
  if (isLanguage(account.language)) zoned.preferences.language = account.language;
  const [user] = await tx.query<{ id: string }>(
    `INSERT INTO users (created_at, updated_at, last_cron, logged_in_at, stats, items, preferences,
       flags, achievements, purchased, profile, party, inbox, last_boundary_date)
     VALUES ($1, $1, $1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      now,
      newPlayerStats(),
      newPlayerItems(now),
      zoned.preferences,
      newPlayerFlags(),
      newPlayerAchievements(),
      newPlayerPurchased(),
      { name: account.displayName ?? account.username, blurb: '', imageUrl: '' },
      newPlayerParty(),
      newPlayerInbox(),
      zoned.lastBoundaryDate,
    ],
  );
  const userId = user!.id;
  await insertCredentials(tx, userId, account);
  await createDefaultTasks(tx, userId, now, zoned.preferences.language);
  const apiToken = await issueApiToken(tx, userId, now);
  return { userId, apiToken };
}

async function insertCredentials(tx: Queryable, userId: string, account: NewAccount) {
  const email = account.email?.toLowerCase() ?? null;
  try {
    await tx.query(
      `INSERT INTO credentials (user_id, username, email, password_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [userId, account.username, email, account.passwordHash ?? null, account.now],
    );
  } catch (error) {
    if (isUniqueViolation(error, 'credentials_username_unique')) {
      throw invalidParams([paramError('username', 'usernameTaken', account.username)]);
    }
    if (isUniqueViolation(error, 'credentials_email_unique')) {
      throw invalidParams([paramError('email', 'emailTaken', account.email)]);
    }
    throw error;
  }
}

/**
 * A new player's preferences and first game date: with a known zone, the zone (its legacy offset
 * now) and today's date in it, so the first day boundary comes at the zone's next day start.
 */
function newPlayerClock(timezone: string | undefined, now: Date) {
  const preferences = newPlayerPreferences();
  if (!isTimeZoneName(timezone)) return { preferences, lastBoundaryDate: null };
  const zoned = { ...preferences, timezone, timezoneOffset: legacyTimezoneOffset(timezone, now) };
  return { preferences: zoned, lastBoundaryDate: dateKey(gameDateAt(now, dayClockOf(zoned))) };
}
