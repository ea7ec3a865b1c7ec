// The party quest calls: POST /groups/:groupId/quests/<action>, `party` naming the player's own
// party. Each answers the party's quest.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { groupsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

const ACTIONS = [
  [groupsApi.questAccept, (change: PartyChange) => answerInvite(change, 'accept')],
  [groupsApi.questReject, (change: PartyChange) => answerInvite(change, 'reject')],
  [groupsApi.questForceStart, forceStart],
  [groupsApi.questCancel, cancelPartyQuest],
  [groupsApi.questAbort, abortPartyQuest],
  [groupsApi.questLeave, leavePartyQuest],
] as const;

export const questRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, groupsApi.questInvite, async (request, reply) => {
    const quest = await changeGroup(signedInContext(request), request.params.groupId, (change) =>
      inviteParty(change, request.params.questKey),
    );
    return reply.envelope(quest);
  });

  for (const [entry, run] of ACTIONS) {
    route(app, entry, async (request, reply) =>
      reply.envelope(await changeGroup(signedInContext(request), request.params.groupId, run)),
    );
  }
};
