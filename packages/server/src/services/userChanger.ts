// Runs a change to the signed-in player in one transaction that locks the user row
// (SELECT … FOR UPDATE) and bumps its version (the `userV` clients compare) in the same
// transaction (DESIGN.md, consistency). Once committed, the request's user carries the new
// version and notifications, so the envelope sends them.
import { NotAuthorized } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { listNotifications } from '../db/repositories/notifications.ts';
import { loadUser, type StoredUser } from '../db/repositories/users.ts';

export interface UserChange {
  tx: Queryable;
  user: StoredUser;
  now: Date;
}

export async function changeUser<T>(
  request: FastifyRequest,
  work: (change: UserChange) => Promise<T>,
  /** `withAccount: false` skips loading credentials and tags (hot paths such as scoring). */
  { withAccount = true } = {},
): Promise<T> {
  const signedIn = request.user;
  if (!signedIn) throw new NotAuthorized();
  const now = request.server.clock.now();
  const outcome = await request.server.db.transaction(async (tx) => {
    const user = await loadUser(tx, signedIn.id, { forUpdate: true, withAccount });
    // Deleted between authentication and now.
    if (!user) throw new NotAuthorized('invalidCredentials', { code: 'invalid_credentials' });
    const result = await work({ tx, user, now });
    const [bumped] = await tx.query<{ version: number }>(
      'UPDATE users SET version = version + 1, updated_at = $2 WHERE id = $1 RETURNING version',
      [signedIn.id, now],
    );
    return {
      result,
      version: bumped?.version,
      notifications: await listNotifications(tx, signedIn.id),
    };
  });
  if (outcome.version !== undefined) {
    request.user = {
      id: signedIn.id,
      version: outcome.version,
      notifications: outcome.notifications,
    };
  }
  return outcome.result;
}
