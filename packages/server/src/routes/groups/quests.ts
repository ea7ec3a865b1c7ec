// The party quest calls: POST /groups/:groupId/quests/<action>, `party` naming the player's own
// party. Each answers the party's quest.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GroupQuest } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { changeGroup, type PartyChange } from '../../services/parties/partyChange.ts';
import {
  abortPartyQuest,
  answerInvite,
  cancelPartyQuest,
  forceStart,
  inviteParty,
  leavePartyQuest,
} from '../../services/parties/questActions.ts';
import { questInviteSchema, questSchema } from './schema.ts';

const ACTIONS: Record<string, (change: PartyChange) => Promise<GroupQuest>> = {
  accept: (change) => answerInvite(change, 'accept'),
  reject: (change) => answerInvite(change, 'reject'),
  'force-start': forceStart,
  cancel: cancelPartyQuest,
  abort: abortPartyQuest,
  leave: leavePartyQuest,
};

export const questRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  app.post(
    '/groups/:groupId/quests/invite/:questKey',
    { schema: questInviteSchema },
    async (request, reply) => {
      const quest = await changeGroup(request, request.params.groupId, (change) =>
        inviteParty(change, request.params.questKey),
      );
      return reply.envelope(quest);
    },
  );

  for (const [action, run] of Object.entries(ACTIONS)) {
    app.post(`/groups/:groupId/quests/${action}`, { schema: questSchema }, async (request, reply) =>
      reply.envelope(await changeGroup(request, request.params.groupId, run)),
    );
  }
};
