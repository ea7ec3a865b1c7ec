// /debug/* (issue 3 server 7): tools for tests and testers, registered only when the server
// starts with DEBUG_ROUTES=1 — otherwise they are unknown routes (404). All need sign-in.
import {
  BadRequest,
  STAFF_PERMISSIONS,
  formatMessage,
  startWorldBoss,
  type ParamError,
} from '@questlog/core';
import type { FastifyInstance } from 'fastify';
import { TAVERN_ID, lockGroup, updateGroup } from '../../db/repositories/groups.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { balanceOf } from '../../services/gems.ts';
import { changeUser } from '../changeUser.ts';
import { debugApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const DAY = 24 * 60 * 60_000;

export const debugRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, debugApi.addTenGems, async (request, reply) => {
    const balance = await changeUser(request, async ({ user, setUserColumns, recordGems }) => {
      const gems = user.row.gems + 10;
      setUserColumns({ gems });
      recordGems({ amount: 10, transactionType: 'debug' });
      return balanceOf(gems);
    });
    return reply.envelope({ balance });
  });

  route(app, debugApi.addHourglass, async (request, reply) => {
    const trinkets = await changeUser(request, async ({ user, setUserColumns, recordGems }) => {
      const purchased = structuredClone(user.row.purchased) as {
        plan?: { consecutive?: { trinkets?: number } };
      };
      const consecutive = ((purchased.plan ??= {}).consecutive ??= {});
      consecutive.trinkets = (consecutive.trinkets ?? 0) + 1;
      setUserColumns({ purchased });
      recordGems({ currency: 'hourglasses', amount: 1, transactionType: 'debug' });
      return consecutive.trinkets;
    });
    return reply.envelope({ trinkets });
  });

  route(app, debugApi.setCron, async (request, reply) => {
    const lastCron = new Date(request.body.lastCron);
    await changeUser(request, async ({ setUserColumns }) =>
      // The last boundary's date is then read from last_cron (services/time/playerClock.ts).
      setUserColumns({ last_cron: lastCron, last_boundary_date: null }),
    );
    return reply.envelope({ lastCron: lastCron.toISOString() });
  });

  route(app, debugApi.makeAdmin, async (request, reply) => {
    const permissions = Object.fromEntries(STAFF_PERMISSIONS.map((name) => [name, true]));
    await changeUser(request, async ({ setUserColumns }) => setUserColumns({ permissions }));
    return reply.envelope({ permissions });
  });

  route(app, debugApi.modifyInventory, async (request, reply) => {
    refuseOddItemValues(request.body);
    const items = await changeUser(request, async ({ user, setUserColumns }) => {
      const { gear, ...maps } = request.body;
      const next = { ...structuredClone(user.row.items), ...maps } as Record<string, unknown>;
      if (gear) next.gear = { ...(next.gear as object), owned: gear };
      setUserColumns({ items: next });
      return next;
    });
    return reply.envelope({ items });
  });

  route(app, debugApi.setStats, async (request, reply) => {
    const stats = await changeUser(request, async ({ user, setUserColumns }) => {
      const next = { ...user.row.stats, ...request.body };
      setUserColumns({ stats: next });
      return next;
    });
    return reply.envelope({ stats });
  });

  route(app, debugApi.startWorldBoss, async (request, reply) =>
    reply.envelope(await startTavernBoss(app, request.body.key, app.clock.now())),
  );

  route(app, debugApi.jumpTime, async (request, reply) => {
    if ('reset' in request.body) app.clock.reset();
    else app.clock.jump(request.body.days * DAY);
    return reply.envelope({ time: app.clock.now().toISOString() });
  });
};

async function startTavernBoss(
  app: FastifyInstance,
  key: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const quest = startWorldBoss(key);
  await app.db.transaction(async (tx) => {
    await lockGroup(tx, TAVERN_ID);
    await updateGroup(tx, TAVERN_ID, { quest: quest as never }, now);
  });
  return { ...quest };
}

function refuseOddItemValues(maps: Record<string, Record<string, unknown> | undefined>) {
  const errors: ParamError[] = [];
  for (const [name, map] of Object.entries(maps)) {
    for (const [key, value] of Object.entries(map ?? {})) {
      if (typeof value === 'number' || typeof value === 'boolean') continue;
      const param = `${name}.${key}`;
      const reason = 'must be a number or true/false';
      errors.push({ param, message: formatMessage('invalidParam', { param, reason }), value });
    }
  }
  if (errors.length > 0) throw new BadRequest('invalidRequestParameters', { errors });
}
