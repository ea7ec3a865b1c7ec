// The route adapter of changePlayer: runs the change for the signed-in player and, once it is
// committed, puts the new version (`userV`) and notifications on the request for the envelope.
// Services and jobs call services/players/playerChanger.ts directly with a ServiceContext.
import { NotAuthorized } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { listNotifications } from '../db/repositories/notifications.ts';
import {
  changePlayer,
  type ChangeOptions,
  type PlayerChange,
} from '../services/players/playerChanger.ts';
import { requestContext } from './requestContext.ts';

export type { ChangeOptions, PlayerChange };

export async function changeUser<T>(
  request: FastifyRequest,
  work: (change: PlayerChange) => Promise<T>,
  options: ChangeOptions = {},
): Promise<T> {
  const signedIn = request.user;
  if (!signedIn) throw new NotAuthorized();
  const snapshot = options.optimistic ? (request.playerSnapshot ?? undefined) : undefined;
  // Whatever happens next, the row read at authentication is no longer the latest.
  request.playerSnapshot = null;
  const outcome = await changePlayer(requestContext(request), signedIn.id, work, {
    ...options,
    snapshot,
  });
  request.user = {
    id: signedIn.id,
    version: outcome.version,
    notifications: outcome.mustRelistNotifications
      ? await listNotifications(request.server.db, signedIn.id)
      : signedIn.notifications,
  };
  return outcome.result;
}
