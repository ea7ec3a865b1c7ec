// GET /groups?type=…: the player's party, their guilds, public guilds (30 a page when paginated)
// and the Tavern, without chat, sorted by size.
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
  filters?: GuildFilters;
}

/** The public guild filters, all applied in SQL. */
export interface GuildFilters {
  /** Comma-separated slugs: a guild with any of them. */
  categories?: string;
  minMemberCount?: number;
  maxMemberCount?: number;
  /** Only guilds the player leads. */
  leader?: boolean;
  /** Only guilds the player is in. */
  member?: boolean;
  /** Words, any of which appears (case-insensitive) in the name, summary or description. */
  search?: string;
}

export async function listGroups(
  db: Queryable,
  userId: string,
  { types, paginate, page = 0, filters = {} }: GroupListing,
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
    rows.push(...(await listOfType(db, userId, type, paginate, page, filters)));
  return rows;
}

function listOfType(
  db: Queryable,
  userId: string,
  type: ListedType,
  paginate: boolean | undefined,
  page: number,
  filters: GuildFilters,
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
      return listPublicGuilds(db, userId, filters, paginate ? page : undefined);
    case 'tavern':
      return db.query<GroupRow>('SELECT * FROM groups WHERE id = $1', [TAVERN_ID]);
  }
}

function listPublicGuilds(
  db: Queryable,
  userId: string,
  filters: GuildFilters,
  page: number | undefined,
): Promise<GroupRow[]> {
  const slugs = splitList(filters.categories, ',');
  const words = splitList(filters.search, /\s+/).map((word) => `%${escapeLike(word)}%`);
  return db.query<GroupRow>(
    `SELECT * FROM groups g WHERE g.type = 'guild' AND g.privacy = 'public'
       AND ($3::text[] IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements(g.categories) c
                                          WHERE c->>'slug' = ANY($3::text[])))
       AND ($4::int IS NULL OR g.member_count >= $4::int)
       AND ($5::int IS NULL OR g.member_count <= $5::int)
       AND (NOT $6::boolean OR g.leader_id = $8::uuid)
       AND (NOT $7::boolean OR EXISTS (SELECT 1 FROM group_members m
                                       WHERE m.group_id = g.id AND m.user_id = $8::uuid))
       AND ($9::text[] IS NULL OR EXISTS (SELECT 1 FROM unnest($9::text[]) w
              WHERE g.name ILIKE w OR g.summary ILIKE w OR g.description ILIKE w))
     ORDER BY g.member_count DESC, g.id LIMIT $1 OFFSET $2`,
    [
      page === undefined ? null : GUILDS_PER_PAGE,
      (page ?? 0) * GUILDS_PER_PAGE,
      slugs.length > 0 ? slugs : null,
      filters.minMemberCount ?? null,
      filters.maxMemberCount ?? null,
      filters.leader ?? false,
      filters.member ?? false,
      userId,
      words.length > 0 ? words : null,
    ],
  );
}

function splitList(text: string | undefined, separator: string | RegExp): string[] {
  return (text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
