// Other players, signed in: private messages, gem gifts, profile reports and the objections to an
// interaction. Public profiles, open to everyone, are in profiles.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BadRequest,
  INTERACTIONS,
  NotFound,
  formatMessage,
  type Interaction,
  isUuid,
} from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentPrivateMessage } from '../../presenters/presentPrivateMessage.ts';
import { transferGems } from '../../services/members/gemTransfer.ts';
import { objectionsTo } from '../../services/members/objectionLookup.ts';
import { clearProfileReports, reportProfile } from '../../services/members/profileReporter.ts';
import { sendPrivateMessage } from '../../services/members/privateMessenger.ts';
import { requestContext } from '../requestContext.ts';
import { signedInContext } from '../signedInContext.ts';
import { membersApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, membersApi.sendMessage, async (request, reply) => {
    const { message, toUserId } = request.body;
    if (message === undefined || message.trim() === '') throw new BadRequest('messageRequired');
    if (!toUserId) throw new BadRequest('toUserIDRequired');
    if (!isUuid(toUserId)) throw new NotFound('userNotFound');
    const sent = await sendPrivateMessage(requestContext(request), toUserId.toLowerCase(), message);
    return reply.envelope({ message: presentPrivateMessage(sent) });
  });

  route(app, membersApi.flagMember, async (request, reply) =>
    reply.envelope(
      await reportProfile(requestContext(request), request.params.memberId, request.body),
    ),
  );

  route(app, membersApi.clearMemberFlags, async (request, reply) => {
    await clearProfileReports(requestContext(request), request.params.memberId);
    return reply.envelope({});
  });

  route(app, membersApi.transferGems, async (request, reply) => {
    await transferGems(signedInContext(request), {
      ...request.body,
      toUserId: request.body.toUserId.toLowerCase(),
    });
    return reply.envelope({});
  });

  route(app, membersApi.objections, async (request, reply) => {
    const { toUserId, interaction } = request.params;
    if (!(INTERACTIONS as readonly string[]).includes(interaction)) {
      throw new BadRequest('invalidInteraction', { params: { interaction } });
    }
    if (!isUuid(toUserId)) throw new BadRequest('invalidUUID');
    const keys = await objectionsTo(app.db, request.user!.id, toUserId, interaction as Interaction);
    return reply.envelope(keys.map((key) => formatMessage(key)));
  });
};
