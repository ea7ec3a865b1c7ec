// /debug/* (issue 3 server 7): tools for tests and testers, registered only when the server
// starts with DEBUG_ROUTES=1 — otherwise they are unknown routes (404). All need sign-in. The
// tools are services/debug/debugTools.ts; moving the clock is the app's own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import {
  addHourglass,
  addTenGems,
  makeAdmin,
  modifyInventory,
  setLastCron,
  setStats,
  startTavernBoss,
} from '../../services/debug/debugTools.ts';
import { requestContext } from '../requestContext.ts';
import { signedInContext } from '../signedInContext.ts';
import { debugApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const DAY = 24 * 60 * 60_000;

export const debugRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, debugApi.addTenGems, async (request, reply) =>
    reply.envelope({ balance: await addTenGems(signedInContext(request)) }),
  );

  route(app, debugApi.addHourglass, async (request, reply) =>
    reply.envelope({ trinkets: await addHourglass(signedInContext(request)) }),
  );

  route(app, debugApi.setCron, async (request, reply) => {
    const lastCron = new Date(request.body.lastCron);
    await setLastCron(signedInContext(request), lastCron);
    return reply.envelope({ lastCron: lastCron.toISOString() });
  });

  route(app, debugApi.makeAdmin, async (request, reply) =>
    reply.envelope({ permissions: await makeAdmin(signedInContext(request)) }),
  );

  route(app, debugApi.modifyInventory, async (request, reply) =>
    reply.envelope({ items: await modifyInventory(signedInContext(request), request.body) }),
  );

  route(app, debugApi.setStats, async (request, reply) =>
    reply.envelope({ stats: await setStats(signedInContext(request), request.body) }),
  );

  route(app, debugApi.startWorldBoss, async (request, reply) =>
    reply.envelope(await startTavernBoss(requestContext(request), request.body.key)),
  );

  route(app, debugApi.jumpTime, async (request, reply) => {
    if ('reset' in request.body) app.clock.reset();
    else app.clock.jump(request.body.days * DAY);
    return reply.envelope({ time: app.clock.now().toISOString() });
  });
};
