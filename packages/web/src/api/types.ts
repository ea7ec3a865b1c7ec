import type { ServerNotification } from './envelope.ts';

// The part of the user the client reads today; the store grows it as screens arrive.
export const permissionNames = [
  'fullAccess',
  'challengeAdmin',
  'userSupport',
  'accessControl',
  'groupSupport',
  'groupsSupport',
] as const;

export type Permission = (typeof permissionNames)[number];

export interface UserPreferences {
  language?: string;
  /** The hour (0–23) the player's day starts at. */
  dayStart?: number;
  /** Legacy sign: UTC+2 is -120 (api.md §3.1). */
  timezoneOffset?: number;
  /** Resting in the inn: no damage at the day boundary. */
  sleep?: boolean;
  emailNotifications?: Record<string, boolean>;
  pushNotifications?: Record<string, boolean>;
  [path: string]: unknown;
}

export interface User {
  id: string;
  _v?: number;
  permissions?: Partial<Record<Permission, boolean>>;
  auth?: { local?: { username?: string; email?: string } };
  profile?: { name?: string };
  preferences?: UserPreferences;
  notifications?: ServerNotification[];
  /** The day boundary has passed since the last cron (api.md §6.5). */
  needsCron?: boolean;
  lastCron?: string;
}
