// The Hall of Patrons and the Hall of Heroes, for every player: backers by tier (a page at a time)
// and contributors by level, highest first.
import type { Queryable } from '../../db/database.ts';
import { presentHallEntry } from '../../presenters/presentHero.ts';

export const PATRONS_PER_PAGE = 50;

type HallRow = Parameters<typeof presentHallEntry>[0];

export async function listPatrons(db: Queryable, page: number) {
  const rows = await db.query<HallRow>(
    `SELECT id, contributor, backer, profile FROM users
     WHERE backer ? 'tier' AND CASE WHEN jsonb_typeof(backer->'tier') = 'number'
       THEN (backer->>'tier')::numeric > 0 ELSE false END
     ORDER BY (backer->>'tier')::numeric DESC, id LIMIT $1 OFFSET $2`,
    [PATRONS_PER_PAGE, page * PATRONS_PER_PAGE],
  );
  return rows.map(presentHallEntry);
}

export async function listHeroes(db: Queryable) {
  const rows = await db.query<HallRow>(
    `SELECT id, contributor, backer, profile FROM users
     WHERE contributor ? 'level' AND CASE WHEN jsonb_typeof(contributor->'level') = 'number'
       THEN (contributor->>'level')::numeric > 0 ELSE false END
     ORDER BY (contributor->>'level')::numeric DESC, id`,
  );
  return rows.map(presentHallEntry);
}
