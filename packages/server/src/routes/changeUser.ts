// The route adapters of the change primitive (services/players/playerChanger.ts): they run a
// change for the signed-in player and, once it is committed, put the new version (`userV`) and
// notifications on the request for the envelope. Services and jobs call the services with a
// ServiceContext and never see the request.
import { NotAuthorized, type PlayerRuleResult } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import {
  changePlayer,
  type ChangeOptions,
  type ChangeOutcome,
  type PlayerChange,
} from '../services/players/playerChanger.ts';
import {
  changePlayerByRule,
  type PlayerRule,
  type RuleOptions,
} from '../services/players/playerRule.ts';
import { readNotifications } from '../services/players/playerReader.ts';
import type { ServiceContext } from '../services/serviceContext.ts';
import { requestContext } from './requestContext.ts';

export type { ChangeOptions, PlayerChange };

/**
 * Runs `change` (a service's change: changeGroup, changeChallenge, changeBoardTask, …) as the
 * signed-in player and keeps `request.user` true to what it committed.
 */
export async function changeAsSignedIn<T>(
  request: FastifyRequest,
  change: (context: ServiceContext, userId: string) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const signedIn = request.user;
  if (!signedIn) throw new NotAuthorized();
  // Whatever happens next, the row read at authentication is no longer the latest.
  request.playerSnapshot = null;
  const outcome = await change(requestContext(request), signedIn.id);
  request.user = {
    id: signedIn.id,
    version: outcome.version,
    // the answer's message is still written in the player's language
    ...(signedIn.language === undefined ? {} : { language: signedIn.language }),
    ...(outcome.changeId === undefined ? {} : { changeId: outcome.changeId }),
    notifications: outcome.mustRelistNotifications
      ? await readNotifications(request.server.db, signedIn.id)
      : signedIn.notifications,
  };
  return outcome.result;
}

/** `work` on the signed-in player (changePlayer). */
export function changeUser<T>(
  request: FastifyRequest,
  work: (change: PlayerChange) => Promise<T>,
  options: ChangeOptions = {},
): Promise<T> {
  const snapshot = options.optimistic ? (request.playerSnapshot ?? undefined) : undefined;
  return changeAsSignedIn(request, (context, userId) =>
    changePlayer(context, userId, work, { ...options, snapshot }),
  );
}

/** A core rule on the signed-in player, locked (changePlayerByRule). */
export function changeUserByRule<R extends PlayerRuleResult>(
  request: FastifyRequest,
  rule: PlayerRule<R>,
  options: RuleOptions = {},
): Promise<R> {
  return changeAsSignedIn(request, (context, userId) =>
    changePlayerByRule(context, userId, rule, options),
  );
}
