// GET /groups?type=… (social.md §3.4): the player's party, their guilds, public guilds (30 a
// page when paginated) and the Tavern, without chat, sorted by size.
import { BadRequest } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { TAVERN_ID, type GroupRow } from '../../db/repositories/groups.ts';

const GROUP_TYPES = ['party', 'guilds', 'privateGuilds', 'publicGuilds', 'tavern'] as const;
type ListedType = (typeof GROUP_TYPES)[number];

export const GUILDS_PER_PAGE = 30;

export interface GroupListing {
  types: string;
  paginate?: boolean;
  page?: number;
}

export async function listGroups(
  db: Queryable,
  userId: string,
  { types, paginate, page = 0 }: GroupListing,
): Promise<GroupRow[]> {
  const asked = types.split(',').map((type) => type.trim());
  if (
    !asked.every((type): type is ListedType => (GROUP_TYPES as readonly string[]).includes(type))
  ) {
    throw new BadRequest('groupTypesRequired');
  }
  if (paginate && (asked.length !== 1 || asked[0] !== 'publicGuilds')) {
    throw new BadRequest('guildsOnlyPaginate');
  }
  const rows: GroupRow[] = [];
  for (const type of new Set(asked))
    rows.push(...(await listOfType(db, userId, type, paginate, page)));
  return rows;
}

function listOfType(
  db: Queryable,
  userId: string,
  type: ListedType,
  paginate: boolean | undefined,
  page: number,
): Promise<GroupRow[]> {
  switch (type) {
    case 'party':
      return db.query<GroupRow>(
        `SELECT g.* FROM groups g JOIN group_members m ON m.group_id = g.id
         WHERE m.user_id = $1 AND m.group_type = 'party'`,
        [userId],
      );
    case 'guilds':
    case 'privateGuilds':
      return db.query<GroupRow>(
        `SELECT g.* FROM groups g JOIN group_members m ON m.group_id = g.id
         WHERE m.user_id = $1 AND m.group_type = 'guild'
           AND ($2 = 'guilds' OR g.privacy = 'private')
         ORDER BY g.member_count DESC, g.id`,
        [userId, type],
      );
    case 'publicGuilds':
      return db.query<GroupRow>(
        `SELECT * FROM groups WHERE type = 'guild' AND privacy = 'public'
         ORDER BY member_count DESC, id LIMIT $1 OFFSET $2`,
        paginate ? [GUILDS_PER_PAGE, page * GUILDS_PER_PAGE] : [null, 0],
      );
    case 'tavern':
      return db.query<GroupRow>('SELECT * FROM groups WHERE id = $1', [TAVERN_ID]);
  }
}
