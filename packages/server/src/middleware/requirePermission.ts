// The staff routes' guard: after authentication, a player without the permission (fullAccess passes
// all) gets the original's 401 `noPrivAccess`, before the request is validated, so a refusal says
// nothing about the call. Use as a route's `onRequest`.
import { NotAuthorized, hasPermission, type StaffPermission } from '@questlog/core';
import type { FastifyRequest } from 'fastify';

/** Any one of `permissions` lets the player through. */
export function requirePermission(...permissions: [StaffPermission, ...StaffPermission[]]) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = request.user?.id;
    if (!userId) throw new NotAuthorized();
    const [row] = await request.server.db.query<{ permissions: Record<string, unknown> }>(
      'SELECT permissions FROM users WHERE id = $1',
      [userId],
    );
    if (!permissions.some((permission) => hasPermission(row?.permissions, permission))) {
      throw new NotAuthorized('noPrivAccess');
    }
  };
}
