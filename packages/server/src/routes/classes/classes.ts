// The class, attribute point, skill, rebirth and inn calls (issue 8). Each runs one core rule on
// the player inside changeUser, in one transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  allocateBulk,
  allocateNow,
  allocateStat,
  changeClass,
  disableClasses,
  formatMessage,
  readCard,
  rebirth,
  toggleSleep,
  type PlayerRuleResult,
  type Task,
} from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import {
  listTasks,
  saveTaskValuesStatement,
  type StoredTask,
} from '../../db/repositories/tasks.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentUser } from '../../presenters/presentUser.ts';
import { changePlayerByRule } from '../../services/players/playerRule.ts';
import { changeUser } from '../changeUser.ts';
import { withV3Messages } from '../../services/v3UserInbox.ts';
import { classesApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { lockCastParticipants } from './otherPlayers.ts';
import { castInChange } from './spellCaster.ts';

const messageOf = (result: PlayerRuleResult) =>
  result.message ? { message: formatMessage(result.message) } : {};

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
    const user = (await loadUser(app.db, request.user!.id))!;
    const presented = presentUser(user, {
      notifications: request.user!.notifications,
      now: app.clock.now(),
    });
    return withV3Messages(request, user.row.id, presented);
  };

  route(app, classesApi.changeClass, async (request, reply) => {
    const result = await changePlayerByRule(
      request,
      (player) => changeClass(player, request.query.class),
      { ledger: { transactionType: 'change_class' } },
    );
    return reply.envelope(classAnswer(result));
  });

  route(app, classesApi.disableClasses, async (request, reply) => {
    const result = await changePlayerByRule(request, disableClasses);
    return reply.envelope(classAnswer(result));
  });

  route(app, classesApi.allocate, async (request, reply) => {
    const result = await changePlayerByRule(request, (player) =>
      allocateStat(player, request.query.stat),
    );
    return reply.envelope(statsOf(result));
  });

  for (const entry of [classesApi.allocateBulk, classesApi.statSync]) {
    route(app, entry, async (request, reply) => {
      const body = request.body as { stats?: unknown } | undefined;
      const result = await changePlayerByRule(request, (player) =>
        allocateBulk(player, body?.stats),
      );
      return reply.envelope(statsOf(result));
    });
  }

  route(app, classesApi.allocateNow, async (request, reply) => {
    const result = await changePlayerByRule(request, allocateNow);
    return reply.envelope(statsOf(result));
  });

  route(app, classesApi.cast, async (request, reply) => {
    const body = request.body as { quantity?: unknown } | undefined;
    const quantity =
      request.query.quantity ?? (body?.quantity === undefined ? 1 : Number(body.quantity));
    const { targetId } = request.query;
    const outcome = await changeUser(
      request,
      (change) => castInChange(change, { spellId: request.params.spellId, targetId, quantity }),
      { lockFirst: lockCastParticipants(targetId) },
    );
    const user = await presentedUser(request);
    return reply.envelope({
      user,
      ...(outcome.task ? { task: presentTask(outcome.task) } : {}),
      ...(outcome.tasks ? { tasks: outcome.tasks.map(presentTask) } : {}),
      ...(outcome.partyMembers ? { partyMembers: outcome.partyMembers } : {}),
    });
  });

  route(app, classesApi.rebirth, async (request, reply) => {
    const result = await changePlayerByRule(
      request,
      async (player, { tx, user, now }) => {
        const tasks = await listTasks(tx, user.row.id, { kind: 'active' });
        const reborn = rebirth(player, tasks as unknown as Task[], now);
        const changed = (reborn.tasks as unknown as StoredTask[])
          .filter((task, index) => task !== (tasks[index] as unknown))
          .map((task) => ({ ...task, updatedAt: now.toISOString() }));
        if (changed.length > 0) await tx.query(...saveTaskValuesStatement(user.row.id, changed));
        return reborn;
      },
      { ledger: { transactionType: 'rebirth' } },
    );
    return reply.envelope(await presentedUser(request), messageOf(result));
  });

  route(app, classesApi.sleep, async (request, reply) => {
    const result = await changePlayerByRule(request, toggleSleep);
    return reply.envelope(result.player.preferences.sleep);
  });

  route(app, classesApi.readCard, async (request, reply) => {
    const { cardType } = request.params;
    const result = await changePlayerByRule(request, async (player, { tx, user }) => {
      const read = readCard(player, cardType);
      await tx.query(
        `DELETE FROM notifications WHERE user_id = $1 AND type = 'CARD_RECEIVED'
           AND data->>'card' = $2`,
        [user.row.id, cardType],
      );
      return read;
    });
    return reply.envelope(
      {
        specialItems: result.player.items.special,
        cardReceived: result.player.flags.cardReceived,
      },
      messageOf(result),
    );
  });
};
