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
  dayStart?: number;
  timezoneOffset?: number;
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
}
