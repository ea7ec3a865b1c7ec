// Groups as the reading player sees them: one group with its chat (as the player may read it),
// the listing of GET /groups, and a group's members and pending invitations, a page at a time.
import type { Queryable } from '../../db/database.ts';
import { listInvitedUserIds } from '../../db/repositories/groupInvitations.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { presentMember, type MemberRow } from '../../presenters/presentMember.ts';
import { loadChatReader } from '../chat/chatReaders.ts';
import { listGroups, type GroupListing } from './groupLister.ts';
import { findVisibleGroup, listMemberRows, presentGroupFor } from './groupReader.ts';
import { resolveGroupId } from './partyChange.ts';

/** The group for the player, with the chat as they may read it, in their language. */
export async function groupForReader(
  db: Queryable,
  group: GroupRow,
  userId: string,
  language: string,
) {
  return presentGroupFor(db, group, { reader: await loadChatReader(db, userId), language });
}

/** The group `groupParam` names, if the player may see it (else 404), for the player. */
export async function visibleGroupForReader(
  db: Queryable,
  userId: string,
  groupParam: string,
  language: string,
) {
  return groupForReader(db, await findVisibleGroup(db, userId, groupParam), userId, language);
}

/** GET /groups: the listed groups, without their chat. */
export async function listGroupsFor(db: Queryable, userId: string, listing: GroupListing) {
  const rows = await listGroups(db, userId, listing);
  const groups = [];
  for (const row of rows) groups.push(await presentGroupFor(db, row, { withChat: false }));
  return groups;
}

export async function listGroupMembers(
  db: Queryable,
  userId: string,
  groupParam: string,
  page: { lastId?: string; limit: number; search?: string; includeAllPublicFields?: boolean },
) {
  const group = await findVisibleGroup(db, userId, groupParam);
  const rows = await listMemberRows(db, group.id, {
    afterUserId: page.lastId,
    limit: page.limit,
    search: page.search,
  });
  return rows.map((row) => presentMember(row, { allPublicFields: page.includeAllPublicFields }));
}

export async function listGroupInvites(
  db: Queryable,
  userId: string,
  groupParam: string,
  page: { lastId?: string; limit: number },
) {
  const groupId = await resolveGroupId(db, userId, groupParam);
  const group = await findVisibleGroup(db, userId, groupId);
  const ids = await listInvitedUserIds(db, group.id, {
    afterUserId: page.lastId,
    limit: page.limit,
  });
  const rows = await db.query<MemberRow>(
    `SELECT u.*, c.username FROM users u LEFT JOIN credentials c ON c.user_id = u.id
     WHERE u.id = ANY($1::uuid[]) ORDER BY u.id`,
    [ids],
  );
  return rows.map((row) => presentMember(row));
}
