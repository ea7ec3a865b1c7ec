// Staff permissions: a player's `permissions` map of flags. fullAccess passes every check; any
// other flag grants only itself.

export const STAFF_PERMISSIONS = [
  'fullAccess',
  'challengeAdmin',
  'userSupport',
  'accessControl',
  'groupSupport',
  'groupsSupport',
  'moderator',
  'news',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export function hasPermission(
  permissions: Readonly<Record<string, unknown>> | undefined,
  permission: StaffPermission,
): boolean {
  return permissions?.fullAccess === true || permissions?.[permission] === true;
}
