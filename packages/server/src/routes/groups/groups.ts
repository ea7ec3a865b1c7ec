// The group calls: list, read, create a party, edit, join, reject an invitation, leave, invite,
// remove a member, managers, members and invitations. Each change runs in changeGroup: the player
// and the group's members locked, then the group row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/requestLanguage.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { createGuild } from '../../services/guilds/guildCreator.ts';
import { createParty } from '../../services/parties/groupCreator.ts';
import { editGroup } from '../../services/parties/groupEditor.ts';
import { inviteToGroup } from '../../services/parties/groupInviter.ts';
import { joinGroup } from '../../services/parties/groupJoiner.ts';
import { leaveGroup } from '../../services/parties/groupDeparture.ts';
import { setManager } from '../../services/parties/groupManagers.ts';
import {
  groupForReader,
  listGroupInvites,
  listGroupMembers,
  listGroupsFor,
  visibleGroupForReader,
} from '../../services/parties/groupViews.ts';
import { rejectInvitation } from '../../services/parties/invitationRejecter.ts';
import { removeMember } from '../../services/parties/memberRemover.ts';
import { changeGroup } from '../../services/parties/partyChange.ts';
import { sendGroupInviteMails } from '../../services/parties/inviteMails.ts';
import { signedInContext } from '../signedInContext.ts';
import { groupsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const present = (groupParam: string, request: FastifyRequest) =>
    visibleGroupForReader(app.db, request.user!.id, groupParam, requestLanguage(request));
  const groupFor = (group: Parameters<typeof groupForReader>[1], request: FastifyRequest) =>
    groupForReader(app.db, group, request.user!.id, requestLanguage(request));

  route(app, groupsApi.listGroups, async (request, reply) => {
    const { type, paginate, page, ...filters } = request.query;
    const groups = await listGroupsFor(app.db, request.user!.id, {
      types: type,
      paginate,
      page,
      filters,
    });
    return reply.envelope(groups);
  });

  route(app, groupsApi.getGroup, async (request, reply) =>
    reply.envelope(await present(request.params.groupId, request)),
  );

  route(app, groupsApi.createGroup, async (request, reply) => {
    const group =
      request.body.type === 'guild'
        ? await createGuild(signedInContext(request), request.body)
        : await createParty(signedInContext(request), request.body);
    return reply.code(201).envelope(await groupFor(group, request));
  });

  route(app, groupsApi.updateGroup, async (request, reply) => {
    // Membership is editGroup's question: a moderator may edit a public guild they are not in.
    const group = await changeGroup(
      signedInContext(request),
      request.params.groupId,
      (change) => editGroup(change, request.body),
      { mustBeMember: false },
    );
    return reply.envelope(await groupFor(group, request));
  });

  route(app, groupsApi.joinGroup, async (request, reply) => {
    const groupId = await changeGroup(
      signedInContext(request),
      request.params.groupId,
      async (change) => {
        await joinGroup(change);
        return change.group.id;
      },
      { mustBeMember: false },
    );
    return reply.envelope(await present(groupId, request));
  });

  route(app, groupsApi.rejectInvite, async (request, reply) => {
    await changeGroup(signedInContext(request), request.params.groupId, rejectInvitation, {
      mustBeMember: false,
    });
    return reply.envelope({});
  });

  route(app, groupsApi.leaveGroup, async (request, reply) => {
    const body = request.body as { keepChallenges?: unknown } | undefined;
    const choice = { keepChallenges: body?.keepChallenges, keep: request.query.keep };
    await changeGroup(signedInContext(request), request.params.groupId, (change) =>
      leaveGroup(change, choice),
    );
    return reply.envelope({});
  });

  route(app, groupsApi.removeMember, async (request, reply) => {
    const { groupId, memberId } = request.params;
    await changeGroup(
      signedInContext(request),
      groupId,
      (change) => removeMember(change, memberId),
      {
        alsoLock: [memberId],
      },
    );
    return reply.envelope({});
  });

  route(app, groupsApi.invite, async (request, reply) => {
    const outcome = await changeGroup(
      signedInContext(request),
      request.params.groupId,
      async (change) => ({
        ...(await inviteToGroup(change, request.body)),
        group: change.group,
        inviter: change.user.row,
      }),
    );
    await sendGroupInviteMails(app, outcome);
    return reply.envelope(outcome.invited);
  });

  for (const [entry, isManager] of [
    [groupsApi.addManager, true],
    [groupsApi.removeManager, false],
  ] as const) {
    route(app, entry, async (request, reply) => {
      const groupId = await changeGroup(
        signedInContext(request),
        request.params.groupId,
        async (change) => {
          await setManager(change, request.body.managerId, isManager);
          return change.group.id;
        },
      );
      return reply.envelope(await present(groupId, request));
    });
  }

  route(app, groupsApi.members, async (request, reply) => {
    const { lastId, limit = 30, includeAllPublicFields, search } = request.query;
    const page = { lastId, limit, search, includeAllPublicFields };
    return reply.envelope(
      await listGroupMembers(app.db, request.user!.id, request.params.groupId, page),
    );
  });

  route(app, groupsApi.invites, async (request, reply) => {
    const { lastId, limit = 30 } = request.query;
    const page = { lastId, limit };
    return reply.envelope(
      await listGroupInvites(app.db, request.user!.id, request.params.groupId, page),
    );
  });
};
