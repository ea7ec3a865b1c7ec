// A challenge's members for whoever may see the challenge: the listing by id after `lastId`
// (optionally with their copies of its tasks), one member with their copies, and the members'
// progress as CSV.
import { challengeCsv, NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listChallengeCopies, listChallengeTasks } from '../../db/repositories/challengeTasks.ts';
import type { StoredTask } from '../../db/repositories/tasks.ts';
import { presentMember, type MemberRow } from '../../presenters/presentMember.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { findVisibleChallenge } from './challengeReader.ts';

const MEMBER_ROWS = `SELECT u.*, c.username FROM challenge_members m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN credentials c ON c.user_id = u.id
  WHERE m.challenge_id = $1`;

export interface MembersPage {
  lastId?: string;
  limit: number;
  includeAllPublicFields?: boolean;
  includeTasks?: boolean;
}

export async function listChallengeMembers(
  db: Queryable,
  userId: string,
  challengeParam: string,
  { lastId, limit, includeAllPublicFields, includeTasks }: MembersPage,
) {
  const { challenge } = await findVisibleChallenge(db, userId, challengeParam);
  const rows = await db.query<MemberRow>(
    `${MEMBER_ROWS} AND ($2::uuid IS NULL OR u.id > $2::uuid) ORDER BY u.id LIMIT $3`,
    [challenge.id, lastId ?? null, limit],
  );
  const copies = includeTasks ? await listChallengeCopies(db, challenge.id) : [];
  return rows.map((row) => ({
    ...presentMember(row, { allPublicFields: includeAllPublicFields }),
    ...(includeTasks
      ? { tasks: copies.filter((copy) => copy.userId === row.id).map(presentCopy) }
      : {}),
  }));
}

export async function challengeMemberOf(
  db: Queryable,
  userId: string,
  challengeParam: string,
  memberId: string,
) {
  const { challenge } = await findVisibleChallenge(db, userId, challengeParam);
  const [row] = isUuid(memberId)
    ? await db.query<MemberRow>(`${MEMBER_ROWS} AND u.id = $2`, [challenge.id, memberId])
    : [];
  if (!row) throw new NotFound('challengeMemberNotFound');
  const copies = await listChallengeCopies(db, challenge.id, { userId: row.id });
  return { ...presentMember(row), tasks: copies.map(presentCopy) };
}

/** The members' progress on each task, as CSV; with the challenge's id (the file's name). */
export async function challengeProgressCsv(
  db: Queryable,
  userId: string,
  challengeParam: string,
): Promise<{ challengeId: string; csv: string }> {
  const { challenge } = await findVisibleChallenge(db, userId, challengeParam);
  const tasks = await listChallengeTasks(db, challenge.id);
  const members = await db.query<MemberRow>(`${MEMBER_ROWS} ORDER BY u.id`, [challenge.id]);
  const copies = await listChallengeCopies(db, challenge.id);
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
              streak: 'streak' in copy ? copy.streak : undefined,
            },
          ]),
      ),
    })),
  );
  return { challengeId: challenge.id, csv };
}

/** A member's copy as others see it: without the member's own tags and checklist. */
function presentCopy(copy: StoredTask) {
  const { tags: _tags, checklist: _checklist, ...shown } = presentTask(copy);
  return shown;
}
