// POST /cron and POST /user/custom-day-start (issue 5 point 3).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { defersCron } from '../../middleware/dueCron.ts';
import { signedInContext } from '../signedInContext.ts';
import { runCronIfDue, runCronWithTicks } from '../../services/cronRunner.ts';
import { readMissedDayTicks } from '../../services/time/missedDays.ts';
import { changeUser } from '../changeUser.ts';
import { cronApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

export const cronRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  // The pre-handler already ran a due day boundary (this is a changing request) unless the
  // request carried x-defer-cron: only then does the handler run it. A second change would find
  // nothing to do and only bump the player's version; the original's handler changes nothing.
  route(app, cronApi.cron, async (request, reply) => {
    // Issue 30: `missedDays` ticks off dailies for the days missed before the boundary runs.
    const ticks = readMissedDayTicks(request.body);
    if (ticks) await runCronWithTicks(signedInContext(request), ticks);
    else if (defersCron(request)) await runCronIfDue(signedInContext(request));
    return reply.envelope({});
  });

  route(app, cronApi.customDayStart, async (request, reply) => {
    const { dayStart } = request.body;
    await changeUser(
      request,
      async ({ user, setUserColumns }) => {
        setUserColumns({ preferences: { ...user.row.preferences, dayStart } });
      },
      { withAccount: false, relistNotifications: false },
    );
    const message = answerText(request, 'customDayStartHasChanged');
    return reply.envelope({ message }, { message });
  });
};
