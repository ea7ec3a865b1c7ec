import type { ApiPreferences, ApiStats, ApiUser } from '@questlog/core/api';
import type { ServerNotification } from './envelope.ts';

// The user object's shape is the shared contract's (@questlog/core/api).
export const permissionNames = [
  'fullAccess',
  'challengeAdmin',
  'userSupport',
  'accessControl',
  'groupSupport',
  'groupsSupport',
  'moderator',
  /** Writes the news. */
  'news',
] as const;

export type Permission = (typeof permissionNames)[number];

/** The preferences as the API sends them; PUT /user writes any dotted path, so others pass too. */
export type UserPreferences = ApiPreferences & { [path: string]: unknown };

/** The user's stats: the computed ones (maxHealth, maxMP, toNextLevel) only after GET /user. */
export type Stats = ApiStats;

/**
 * The signed-in user as the web holds it: GET /user's answer (core/api's ApiUser), every part
 * optional because the copy is built up part by part (answers of shop and class calls, tests).
 */
export type User = Partial<Omit<ApiUser, 'id' | 'preferences' | 'notifications' | 'stats'>> & {
  id: string;
  preferences?: UserPreferences;
  notifications?: ServerNotification[];
  stats?: Stats;
};
