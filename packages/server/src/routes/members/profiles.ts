// Public profiles by id or username: no sign-in needed, as in the original. A signed-in
// moderator also sees the reports on the profile (profile.flags), which they may clear; nobody
// else ever does.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound, isUuid } from '@questlog/core';
import type { Database } from '../../db/database.ts';
import { identifyUser } from '../../middleware/identify.ts';
import { presentMember, type MemberRow } from '../../presenters/presentMember.ts';
import { loadChatReader } from '../../services/chat/chatReaders.ts';
import { membersApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const MEMBER = `SELECT u.*, c.username FROM users u LEFT JOIN credentials c ON c.user_id = u.id`;

/** The public profile, with whether the player takes private messages; reports for moderators. */
async function presentProfile(db: Database, row: MemberRow, viewerId: string | undefined) {
  const inbox = row.inbox as { optOut?: boolean };
  const member = presentMember(row, { allPublicFields: true });
  const isModerator = viewerId !== undefined && (await loadChatReader(db, viewerId)).isModerator;
  const reports = (row.profile as { flags?: Record<string, unknown> }).flags ?? {};
  return {
    ...member,
    ...(isModerator ? { profile: { ...member.profile, flags: reports } } : {}),
    inbox: { optOut: inbox.optOut ?? false },
  };
}

export const memberProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  identifyUser(app);

  route(app, membersApi.member, async (request, reply) => {
    const { memberId } = request.params;
    if (!isUuid(memberId)) throw new BadRequest('memberIdRequired');
    const [row] = await app.db.query<MemberRow>(`${MEMBER} WHERE u.id = $1`, [memberId]);
    if (!row) throw new NotFound('userWithIDNotFound', { params: { userId: memberId } });
    return reply.envelope(await presentProfile(app.db, row, request.user?.id));
  });

  route(app, membersApi.memberByUsername, async (request, reply) => {
    const username = request.params.username.replace(/^@/, '');
    const [row] = await app.db.query<MemberRow>(`${MEMBER} WHERE lower(c.username) = lower($1)`, [
      username,
    ]);
    if (!row) throw new NotFound('userNotFound');
    return reply.envelope(await presentProfile(app.db, row, request.user?.id));
  });
};
