// Reading a group as a player may see it: their own party only, a guild they are in or a public
// one, the Tavern for everyone. Anything else is 404 groupNotFound, so a stranger cannot tell a
// private group exists.
import { NotFound, TAVERN_ALIAS, type ChatReader } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { DEFAULT_LANGUAGE } from '@questlog/core/languages';
import { listChatMessages } from '../../db/repositories/chatMessages.ts';
import { chatInLanguage } from '../chat/chatInLanguage.ts';
import {
  findMemberRole,
  findGroup,
  TAVERN_ID,
  type GroupRow,
} from '../../db/repositories/groups.ts';
import type { MemberRow } from '../../presenters/presentMember.ts';
import { presentGroup } from '../../presenters/presentGroup.ts';
import { resolveGroupId } from './groupIds.ts';

export async function findVisibleGroup(
  db: Queryable,
  userId: string,
  groupParam: string,
): Promise<GroupRow> {
  const param = groupParam === TAVERN_ALIAS ? TAVERN_ID : groupParam;
  const groupId = await resolveGroupId(db, userId, param);
  const group = await findGroup(db, groupId);
  if (!group) throw new NotFound('groupNotFound');
  if (group.type === 'tavern') return group;
  const isMember = (await findMemberRole(db, groupId, userId)) !== undefined;
  if (isMember || (group.type === 'guild' && group.privacy === 'public')) return group;
  throw new NotFound('groupNotFound');
}

/** The group as GET /groups/:id answers it: leader's name, managers and the newest chat. */
export async function presentGroupFor(
  db: Queryable,
  group: GroupRow,
  {
    withChat = true,
    reader,
    language = DEFAULT_LANGUAGE,
  }: { withChat?: boolean; reader?: ChatReader; language?: string } = {},
) {
  const [leader] = group.leader_id
    ? await db.query<{ name: string }>(
        `SELECT coalesce(profile->>'name', '') AS name FROM users WHERE id = $1`,
        [group.leader_id],
      )
    : [];
  const managers = await db.query<{ user_id: string }>(
    `SELECT user_id FROM group_members WHERE group_id = $1 AND role = 'manager' ORDER BY user_id`,
    [group.id],
  );
  return presentGroup(group, {
    leaderName: leader?.name,
    managerIds: managers.map((row) => row.user_id),
    chat: withChat
      ? await chatInLanguage(db, await listChatMessages(db, group.id), language)
      : undefined,
    reader,
  });
}

/** Members with their usernames, by id after the cursor. */
export function listMemberRows(
  db: Queryable,
  groupId: string,
  { afterUserId, limit, search }: { afterUserId?: string; limit: number; search?: string },
): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT u.*, c.username FROM group_members m
     JOIN users u ON u.id = m.user_id
     LEFT JOIN credentials c ON c.user_id = u.id
     WHERE m.group_id = $1 AND ($2::uuid IS NULL OR u.id > $2::uuid)
       AND ($4::text IS NULL OR u.profile->>'name' ILIKE $4 OR c.username ILIKE $4)
     ORDER BY u.id LIMIT $3`,
    [groupId, afterUserId ?? null, limit, search ? `%${escapeLike(search)}%` : null],
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
