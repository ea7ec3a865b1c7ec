// Finding players for staff (GET /admin/search/:userIdentifier; the Hall's heroes by id or
// username): a user id matches exactly; an e-mail address matches the local or a social sign-in's
// address; anything else is the start of a username, any case. At most 30, each once.
import { isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { authTimestamps } from '../../presenters/presentUser.ts';

export const ADMIN_SEARCH_LIMIT = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FoundUser {
  row: UserRow;
  username: string | null;
  email: string | null;
  blocked: boolean;
}

const FOUND = `SELECT u.*, c.username, c.email, coalesce(c.blocked, false) AS blocked
  FROM users u LEFT JOIN credentials c ON c.user_id = u.id`;

type FoundRow = UserRow & { username: string | null; email: string | null; blocked: boolean };

export async function searchUsers(db: Queryable, identifier: string): Promise<FoundUser[]> {
  const term = identifier.trim();
  let rows: FoundRow[];
  if (isUuid(term)) {
    rows = await db.query<FoundRow>(`${FOUND} WHERE u.id = $1`, [term]);
  } else if (EMAIL.test(term)) {
    rows = await db.query<FoundRow>(
      `${FOUND} WHERE c.email = lower($1)
         OR u.id IN (SELECT user_id FROM social_identities WHERE email = lower($1))
       ORDER BY u.created_at LIMIT $2`,
      [term, ADMIN_SEARCH_LIMIT],
    );
  } else {
    // A prefix, taken literally: LIKE's wildcards and escape are escaped.
    const prefix = term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    rows = await db.query<FoundRow>(
      `${FOUND} WHERE lower(c.username) LIKE $1 || '%' ORDER BY lower(c.username) LIMIT $2`,
      [prefix, ADMIN_SEARCH_LIMIT],
    );
  }
  return rows.map(({ username, email, blocked, ...row }) => ({
    row: row as UserRow,
    username,
    email,
    blocked,
  }));
}

/** A player by user id or username (any case); undefined when there is none. */
export async function findUserId(db: Queryable, identifier: string): Promise<string | undefined> {
  const [row] = isUuid(identifier)
    ? await db.query<{ id: string }>('SELECT id FROM users WHERE id = $1', [identifier])
    : await db.query<{ id: string }>(
        'SELECT user_id AS id FROM credentials WHERE lower(username) = lower($1)',
        [identifier],
      );
  return row?.id;
}

/** An admin search result: `contributor backer profile auth`. */
export function presentFoundUser({ row, username, email, blocked }: FoundUser) {
  return {
    _id: row.id,
    id: row.id,
    contributor: row.contributor,
    backer: row.backer,
    profile: row.profile,
    auth: {
      local: { username, lowerCaseUsername: username?.toLowerCase(), email: email ?? undefined },
      blocked,
      timestamps: authTimestamps(row),
    },
  };
}
