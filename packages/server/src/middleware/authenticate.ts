// Authentication by `x-api-user` + `x-api-key`. Protected route plugins add it as
// `requireUser(app)` (authentication, then the due day boundary). A missing or wrong pair is a 401
// carrying `code: 'invalid_credentials'` (on which the client logs out); a suspended account
// is a 401 with the suspended message. On success `request.user` is set, so the
// envelope carries `userV` and the pending notifications.
import { NotAuthorized, isUuid } from '@questlog/core';
import { partyIdOf, type StoredUser, type UserRow } from '../db/repositories/users.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOTIFICATIONS_JSON } from '../db/repositories/notifications.ts';
import { taskFromJson, taskJsonOf, type TaskJson } from '../db/repositories/tasks.ts';
import { API_TOKEN_IN_USE, TOUCH_API_TOKEN } from '../services/apiTokens.ts';
import { sha256 } from '../services/secrets.ts';
import { suspended } from '../services/suspendedAccount.ts';
import type { UserNotification } from './requestUser.ts';
import { runDueCron } from './dueCron.ts';
import { singleHeader } from './headers.ts';
import { applyTimeZoneHeader } from './timeZoneHeader.ts';
import { applyTimezoneOffset } from './timezoneOffset.ts';

export const INVALID_CREDENTIALS = 'invalid_credentials';

export async function authenticate(request: FastifyRequest): Promise<void> {
  const userId = singleHeader(request, 'x-api-user');
  const apiKey = singleHeader(request, 'x-api-key');
  if (!userId || !apiKey) {
    throw new NotAuthorized('missingAuthHeaders', { code: INVALID_CREDENTIALS });
  }
  const { db, config } = request.server;
  // One round trip: the account and its pending notifications (every authenticated call pays it),
  // and the token's idle clock (services/apiTokens.ts).
  // A route that changes the player optimistically reads the whole row here too (preloadsPlayer).
  // A score reads its task in the same round trip (preloadsTask).
  const { preloadsPlayer, preloadsTask } = request.routeOptions.config;
  const preloads = preloadsPlayer === true;
  const taskIdOrAlias = preloads && preloadsTask ? paramOf(request, preloadsTask) : undefined;
  const [account] = isUuid(userId)
    ? await db.query<AccountRead>(
        `${TOUCH_API_TOKEN}
         SELECT ${preloads ? `u.*, ${partyIdOf('u')} AS party_id, ${HAS_WEBHOOKS} AS has_webhooks,` : ''}
           ${taskIdOrAlias ? `${taskJsonOf('u', 4, taskIdOrAlias)} AS preloaded_task,` : ''}
           u.version, c.blocked, ${NOTIFICATIONS_JSON} AS notifications, u.last_cron,
           u.last_boundary_date, u.preferences->>'language' AS language,
           jsonb_build_object('dayStart', u.preferences->'dayStart',
             'timezone', u.preferences->'timezone',
             'timezoneOffset', u.preferences->'timezoneOffset',
             'timezoneOffsetAtLastCron', u.preferences->'timezoneOffsetAtLastCron') AS day
         FROM api_tokens t
           JOIN users u ON u.id = t.user_id
           LEFT JOIN credentials c ON c.user_id = u.id
         WHERE t.token_hash = $1 AND t.user_id = $2 AND ${API_TOKEN_IN_USE}`,
        [
          sha256(apiKey),
          userId,
          config.apiTokenIdleDays,
          ...(taskIdOrAlias ? [taskIdOrAlias] : []),
        ],
      )
    : [];
  if (!account) throw new NotAuthorized('invalidCredentials', { code: INVALID_CREDENTIALS });
  if (account.blocked) throw suspended(userId, config.supportEmail);
  request.user = {
    id: userId,
    version: account.version,
    notifications: account.notifications,
    language: account.language ?? undefined,
  };
  if (preloads) request.playerSnapshot = snapshotOf(account);
  // With a zone in force the offset header is ignored: the zone decides the offset.
  const zone = await applyTimeZoneHeader(request, account.day.timezone);
  const offset =
    zone.zone === undefined
      ? await applyTimezoneOffset(request, account.day.timezoneOffset)
      : account.day.timezoneOffset;
  const preferences = {
    ...account.day,
    timezone: zone.zone ?? null,
    timezoneOffset: offset ?? account.day.timezoneOffset,
  };
  request.dayAtSignIn = {
    last_cron: account.last_cron,
    last_boundary_date:
      zone.lastBoundaryDate !== undefined ? zone.lastBoundaryDate : account.last_boundary_date,
    preferences,
  };
}

function paramOf(request: FastifyRequest, name: string): string | undefined {
  const value = (request.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Whether the player has an enabled webhook: without one, a change records no webhook event. */
const HAS_WEBHOOKS = 'EXISTS (SELECT 1 FROM webhooks w WHERE w.user_id = u.id AND w.enabled)';

type AccountRead = UserRow & {
  party_id?: string | null;
  has_webhooks?: boolean;
  preloaded_task?: TaskJson | null;
  blocked: boolean | null;
  notifications: UserNotification[];
  language: string | null;
  day: Record<string, unknown>;
};

/** The player as loadUser would read it without the account, from authentication's row. */
function snapshotOf({
  party_id,
  has_webhooks,
  preloaded_task,
  blocked: _b,
  notifications: _n,
  day: _d,
  ...row
}: AccountRead): StoredUser {
  return {
    row,
    ...(party_id ? { partyId: party_id } : {}),
    credentials: undefined,
    tags: [],
    history: undefined,
    ...(has_webhooks === undefined ? {} : { hasWebhooks: has_webhooks }),
    ...(preloaded_task ? { preloadedTasks: [taskFromJson(preloaded_task)] } : {}),
  };
}

/** A route plugin's calls need a signed-in user; a changing call first runs a due day boundary. */
export function requireUser(app: FastifyInstance): void {
  app.addHook('onRequest', authenticate);
  app.addHook('preHandler', runDueCron);
}
