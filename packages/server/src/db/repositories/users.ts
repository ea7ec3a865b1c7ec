// Reads a whole player: the user row, its local credentials, its tags and its history.
import type {
  PlayerAchievements,
  PlayerFlags,
  PlayerItems,
  Purchased,
  RulePreferences,
  Stats,
  UserPartyQuest,
} from '@questlog/core';
import type { Queryable } from '../database.ts';
import { loadPlayerHistory, type PlayerHistory } from './playerHistories.ts';
import { listTags, type Tag } from './tags.ts';
import { taskFromJson, taskJsonOf, type StoredTask, type TaskJson } from './tasks.ts';

export interface UserRow {
  id: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  logged_in_at: Date;
  last_cron: Date;
  /** The game date of the last day boundary, 'YYYY-MM-DD' (null before the first one recorded). */
  last_boundary_date?: string | null;
  /** The secret of the player's calendar feed URL, once asked for. */
  calendar_feed_token?: string | null;
  login_incentives: number;
  /** The gem balance as a whole number of gems (the API's `balance` is gems / 4). */
  gems: number;
  pinned_items: { path: string; type: string }[];
  unpinned_items: { path: string; type: string }[];
  stats: Stats & Record<string, unknown>;
  items: PlayerItems & Record<string, unknown>;
  /** The rules' preferences and the rest of the settings (language, notifications, …). */
  preferences: RulePreferences & Record<string, unknown>;
  flags: PlayerFlags & Record<string, unknown>;
  achievements: PlayerAchievements & Record<string, unknown>;
  /** Older rows may lack a customisation kind or the plan (playerStateOf fills them in). */
  purchased: Partial<Purchased> & Record<string, unknown>;
  profile: Record<string, unknown>;
  /** `{}` before the player joins a party quest. */
  party: { quest?: UserPartyQuest } & Record<string, unknown>;
  inbox: Record<string, unknown>;
  permissions: Record<string, unknown>;
  /** The Hall of Heroes' records and the staff's note on the player (`{text}`). */
  contributor: Record<string, unknown>;
  backer: Record<string, unknown>;
  secret: Record<string, unknown>;
  tasks_order: Record<string, string[]>;
}

export interface CredentialsRow {
  user_id: string;
  username: string;
  email: string | null;
  password_hash: string | null;
  blocked: boolean;
}

export interface StoredUser {
  row: UserRow;
  /** The party the player is in (group_members), if any. */
  partyId?: string;
  credentials: CredentialsRow | undefined;
  tags: Tag[];
  /** Loaded with the account only. */
  history: PlayerHistory | undefined;
  /** Tasks read together with the player (authentication's preload for a score), if any. */
  preloadedTasks?: readonly StoredTask[];
  /**
   * Whether the player had an enabled webhook when read (authentication's preload), if known.
   * Adding or enabling one bumps the player's version, so a change written on this read agrees.
   */
  hasWebhooks?: boolean;
}

/** The id of the party the player of `alias` (a users row) is in, as a scalar subquery. */
export function partyIdOf(alias: string): string {
  return `(SELECT group_id FROM group_members m WHERE m.user_id = ${alias}.id
             AND m.group_type = 'party')`;
}

/** `forUpdate` locks the user row until the transaction ends (pass the transaction's `tx`);
 * `withAccount: false` leaves out credentials, tags and history; `preloadTask` (an id or alias)
 * reads that task of the player's in the same statement, into `preloadedTasks`. */
export async function loadUser(
  db: Queryable,
  userId: string,
  {
    forUpdate = false,
    withAccount = true,
    preloadTask,
  }: { forUpdate?: boolean; withAccount?: boolean; preloadTask?: string | undefined } = {},
): Promise<StoredUser | undefined> {
  const [found] = await db.query<
    UserRow & { party_id: string | null; preloaded_task?: TaskJson | null }
  >(
    `SELECT users.*, ${partyIdOf('users')} AS party_id
       ${preloadTask === undefined ? '' : `, ${taskJsonOf('users', 2, preloadTask)} AS preloaded_task`}
     FROM users WHERE id = $1${forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
    preloadTask === undefined ? [userId] : [userId, preloadTask],
  );
  if (!found) return undefined;
  const { party_id: partyId, preloaded_task: preloadedTask, ...row } = found;
  const extras = {
    ...(partyId === null ? {} : { partyId }),
    ...(preloadedTask ? { preloadedTasks: [taskFromJson(preloadedTask)] } : {}),
  };
  // Without the account: no credentials and an empty tag list (callers that need neither).
  if (!withAccount) return { row, ...extras, credentials: undefined, tags: [], history: undefined };
  const [credentials] = await loadCredentials(db, 'user_id = $1', userId);
  const tags = await listTags(db, userId);
  const history = await loadPlayerHistory(db, userId);
  return { row, ...extras, credentials, tags, history };
}

export function loadCredentials(db: Queryable, where: string, value: string) {
  return db.query<CredentialsRow>(
    `SELECT user_id, username, email, password_hash, blocked FROM credentials WHERE ${where}`,
    [value],
  );
}
