// The part of the user the shell reads today; the store grows it as screens arrive.
export const permissionNames = [
  'fullAccess',
  'challengeAdmin',
  'userSupport',
  'accessControl',
  'groupSupport',
  'groupsSupport',
] as const;

export type Permission = (typeof permissionNames)[number];

export interface User {
  id: string;
  _v?: number;
  permissions?: Partial<Record<Permission, boolean>>;
}
