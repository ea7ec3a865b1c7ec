// The class, attribute point, skill, rebirth and inn calls (issue 8). Each runs one core rule on
// the player in one change (changeUserByRule), or a skill through services/classes/spellCaster.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  allocateBulk,
  allocateNow,
  allocateStat,
  changeClass,
  disableClasses,
  toggleSleep,
  type PlayerRuleResult,
} from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentUser } from '../../presenters/presentUser.ts';
import { readCardRule } from '../../services/classes/cardReading.ts';
import { rebirthWithTasks } from '../../services/classes/rebirthRule.ts';
import { castAs } from '../../services/classes/spellCaster.ts';
import { readPlayer } from '../../services/players/playerReader.ts';
import { changeUserByRule } from '../changeUser.ts';
import { signedInContext } from '../signedInContext.ts';
import { withV3Messages } from '../../services/v3UserInbox.ts';
import { isApiV3 } from '../apiVersion.ts';
import { classesApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

const messageOf = (request: FastifyRequest, result: PlayerRuleResult) =>
  result.message ? { message: answerText(request, result.message) } : {};

const classAnswer = ({ player }: PlayerRuleResult) => ({
  preferences: player.preferences,
  flags: player.flags,
  items: player.items,
  stats: player.stats,
});

const statsOf = ({ player }: PlayerRuleResult) => player.stats;

export const classesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  const presentedUser = async (request: FastifyRequest) => {
    const user = await readPlayer(app.db, request.user!.id);
    const presented = presentUser(user, {
      notifications: request.user!.notifications,
      now: app.clock.now(),
    });
    return withV3Messages(request.server.db, isApiV3(request), user.row.id, presented);
  };

  route(app, classesApi.changeClass, async (request, reply) => {
    const result = await changeUserByRule(
      request,
      (player) => changeClass(player, request.query.class),
      { ledger: { transactionType: 'change_class' } },
    );
    return reply.envelope(classAnswer(result));
  });

  route(app, classesApi.disableClasses, async (request, reply) => {
    const result = await changeUserByRule(request, disableClasses);
    return reply.envelope(classAnswer(result));
  });

  route(app, classesApi.allocate, async (request, reply) => {
    const result = await changeUserByRule(request, (player) =>
      allocateStat(player, request.query.stat),
    );
    return reply.envelope(statsOf(result));
  });

  for (const entry of [classesApi.allocateBulk, classesApi.statSync]) {
    route(app, entry, async (request, reply) => {
      const body = request.body as { stats?: unknown } | undefined;
      const result = await changeUserByRule(request, (player) => allocateBulk(player, body?.stats));
      return reply.envelope(statsOf(result));
    });
  }

  route(app, classesApi.allocateNow, async (request, reply) => {
    const result = await changeUserByRule(request, allocateNow);
    return reply.envelope(statsOf(result));
  });

  route(app, classesApi.cast, async (request, reply) => {
    const body = request.body as { quantity?: unknown } | undefined;
    const quantity =
      request.query.quantity ?? (body?.quantity === undefined ? 1 : Number(body.quantity));
    const { targetId } = request.query;
    const outcome = await castAs(signedInContext(request), {
      spellId: request.params.spellId,
      targetId,
      quantity,
    });
    const user = await presentedUser(request);
    return reply.envelope({
      user,
      ...(outcome.task ? { task: presentTask(outcome.task) } : {}),
      ...(outcome.tasks ? { tasks: outcome.tasks.map(presentTask) } : {}),
      ...(outcome.partyMembers ? { partyMembers: outcome.partyMembers } : {}),
    });
  });

  route(app, classesApi.rebirth, async (request, reply) => {
    const result = await changeUserByRule(request, rebirthWithTasks, {
      ledger: { transactionType: 'rebirth' },
    });
    return reply.envelope(await presentedUser(request), messageOf(request, result));
  });

  route(app, classesApi.sleep, async (request, reply) => {
    const result = await changeUserByRule(request, toggleSleep);
    return reply.envelope(result.player.preferences.sleep);
  });

  route(app, classesApi.readCard, async (request, reply) => {
    const { cardType } = request.params;
    const result = await changeUserByRule(request, readCardRule(cardType));
    return reply.envelope(
      {
        specialItems: result.player.items.special,
        cardReceived: result.player.flags.cardReceived,
      },
      messageOf(request, result),
    );
  });
};
