// A challenge's members: the listing by id after `lastId`, one member with their copies of its
// tasks, and the members' progress as CSV. Each needs the challenge visible.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { challengeCsv, NotFound, isUuid } from '@questlog/core';
import { listChallengeCopies, listChallengeTasks } from '../../db/repositories/challengeTasks.ts';
import type { StoredTask } from '../../db/repositories/tasks.ts';
import { presentMember, type MemberRow } from '../../presenters/presentMember.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { findVisibleChallenge } from '../../services/challenges/challengeReader.ts';
import { challengesApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const MEMBER_ROWS = `SELECT u.*, c.username FROM challenge_members m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN credentials c ON c.user_id = u.id
  WHERE m.challenge_id = $1`;

export const challengeMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, challengesApi.challengeMembers, async (request, reply) => {
    const { lastId, limit = 30, includeAllPublicFields, includeTasks } = request.query;
    const { challenge } = await findVisibleChallenge(
      app.db,
      request.user!.id,
      request.params.challengeId,
    );
    const rows = await app.db.query<MemberRow>(
      `${MEMBER_ROWS} AND ($2::uuid IS NULL OR u.id > $2::uuid) ORDER BY u.id LIMIT $3`,
      [challenge.id, lastId ?? null, limit],
    );
    const copies = includeTasks ? await listChallengeCopies(app.db, challenge.id) : [];
    return reply.envelope(
      rows.map((row) => ({
        ...presentMember(row, { allPublicFields: includeAllPublicFields }),
        ...(includeTasks
          ? { tasks: copies.filter((copy) => copy.userId === row.id).map(presentCopy) }
          : {}),
      })),
    );
  });

  route(app, challengesApi.challengeMember, async (request, reply) => {
    const { challengeId, memberId } = request.params;
    const { challenge } = await findVisibleChallenge(app.db, request.user!.id, challengeId);
    const [row] = isUuid(memberId)
      ? await app.db.query<MemberRow>(`${MEMBER_ROWS} AND u.id = $2`, [challenge.id, memberId])
      : [];
    if (!row) throw new NotFound('challengeMemberNotFound');
    const copies = await listChallengeCopies(app.db, challenge.id, { userId: row.id });
    return reply.envelope({ ...presentMember(row), tasks: copies.map(presentCopy) });
  });

  route(app, challengesApi.exportCsv, async (request, reply) => {
    const { challenge } = await findVisibleChallenge(
      app.db,
      request.user!.id,
      request.params.challengeId,
    );
    const tasks = await listChallengeTasks(app.db, challenge.id);
    const members = await app.db.query<MemberRow>(`${MEMBER_ROWS} ORDER BY u.id`, [challenge.id]);
    const copies = await listChallengeCopies(app.db, challenge.id);
    const csv = challengeCsv(
      tasks,
      members.map((member) => ({
        id: member.id,
        displayName: (member.profile.name as string | undefined) ?? '',
        username: member.username ?? '',
        copies: new Map(
          copies
            .filter((copy) => copy.userId === member.id)
            .map((copy) => [
              (copy.challenge as { taskId: string }).taskId,
              {
                value: copy.value,
                notes: copy.notes,
                streak: copy.streak as number | undefined,
              },
            ]),
        ),
      })),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename=${challenge.id}.csv`)
      .send(csv);
  });
};

/** A member's copy as others see it: without the member's own tags and checklist. */
function presentCopy(copy: StoredTask) {
  const { tags: _tags, checklist: _checklist, ...shown } = presentTask(copy);
  return shown;
}
