// Staff permission flags on the user row (`users.permissions`): fullAccess passes
// every check. A minimal check for the news routes until the admin area's guard lands on main.
import { NotAuthorized } from '@questlog/core';
import type { Queryable } from '../db/database.ts';

export type StaffPermission =
  | 'fullAccess'
  | 'news'
  | 'challengeAdmin'
  | 'userSupport'
  | 'accessControl'
  | 'groupSupport'
  | 'groupsSupport';

export function hasPermission(
  permissions: Record<string, unknown>,
  permission: StaffPermission,
): boolean {
  return permissions.fullAccess === true || permissions[permission] === true;
}

export async function userHasPermission(
  db: Queryable,
  userId: string | undefined,
  permission: StaffPermission,
): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.query<{ permissions: Record<string, unknown> }>(
    'SELECT permissions FROM users WHERE id = $1',
    [userId],
  );
  return row !== undefined && hasPermission(row.permissions, permission);
}

/** Refuses (401 noPrivAccess, as the original) a player without the permission. */
export async function ensurePermission(
  db: Queryable,
  userId: string | undefined,
  permission: StaffPermission,
): Promise<void> {
  if (!(await userHasPermission(db, userId, permission))) throw new NotAuthorized('noPrivAccess');
}
