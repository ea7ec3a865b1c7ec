// Issue 30's signed-in calls: vacations, skipping a daily, the days missed, the calendar feed's
// address (the feed itself: calendarFeed.ts, without sign-in).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { timeApi } from '@questlog/core/api';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { calendarFeedToken } from '../../services/time/calendarFeedToken.ts';
import { skipDaily, unskipDaily } from '../../services/time/dailySkip.ts';
import { listMissedDays } from '../../services/time/missedDays.ts';
import { addVacation, removeVacation } from '../../services/time/vacationList.ts';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

export const timeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, timeApi.addVacation, async (request, reply) =>
    reply.envelope(await addVacation(signedInContext(request), request.body)),
  );

  route(app, timeApi.removeVacation, async (request, reply) =>
    reply.envelope(await removeVacation(signedInContext(request), request.params.vacationId)),
  );

  route(app, timeApi.skipDaily, async (request, reply) =>
    reply.envelope(presentTask(await skipDaily(signedInContext(request), request.params.taskId))),
  );

  route(app, timeApi.unskipDaily, async (request, reply) =>
    reply.envelope(presentTask(await unskipDaily(signedInContext(request), request.params.taskId))),
  );

  route(app, timeApi.missedDays, async (request, reply) => {
    const { days } = await listMissedDays(signedInContext(request));
    const presented = days.map(({ date, dailies }) => ({
      date,
      dailies: dailies.map(presentTask),
    }));
    return reply.envelope({ days: presented });
  });

  const feedUrl = (token: string) => `${app.config.publicUrl}/api/v4/calendar/${token}.ics`;

  route(app, timeApi.calendarFeed, async (request, reply) => {
    const token = await calendarFeedToken(signedInContext(request), { renew: false });
    return reply.envelope({ url: feedUrl(token) });
  });

  route(app, timeApi.regenerateCalendarFeed, async (request, reply) => {
    const token = await calendarFeedToken(signedInContext(request), { renew: true });
    return reply.envelope({ url: feedUrl(token) });
  });
};
