// Public profiles by id or username, for anyone: the member's public fields and whether they take
// private messages. A moderator viewing also sees the reports on the profile (profile.flags);
// nobody else ever does.
import { NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { presentPublicFields, type MemberRow } from '../../presenters/presentMember.ts';
import { loadChatReader } from '../chat/chatReaders.ts';

const MEMBER = `SELECT u.*, c.username FROM users u LEFT JOIN credentials c ON c.user_id = u.id`;

export async function profileById(db: Queryable, memberId: string, viewerId: string | undefined) {
  const [row] = await db.query<MemberRow>(`${MEMBER} WHERE u.id = $1`, [memberId]);
  if (!row) throw new NotFound('userWithIDNotFound', { params: { userId: memberId } });
  return presentProfile(db, row, viewerId);
}

export async function profileByUsername(
  db: Queryable,
  username: string,
  viewerId: string | undefined,
) {
  const [row] = await db.query<MemberRow>(`${MEMBER} WHERE lower(c.username) = lower($1)`, [
    username,
  ]);
  if (!row) throw new NotFound('userNotFound');
  return presentProfile(db, row, viewerId);
}

async function presentProfile(db: Queryable, row: MemberRow, viewerId: string | undefined) {
  const inbox = row.inbox as { optOut?: boolean };
  const member = presentPublicFields(row);
  const isModerator = viewerId !== undefined && (await loadChatReader(db, viewerId)).isModerator;
  const reports = (row.profile as { flags?: Record<string, unknown> }).flags ?? {};
  return {
    ...member,
    ...(isModerator ? { profile: { ...member.profile, flags: reports } } : {}),
    inbox: { optOut: inbox.optOut ?? false },
  };
}
