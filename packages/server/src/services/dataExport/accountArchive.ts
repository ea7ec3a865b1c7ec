// The whole account as one JSON file that another Questlog can take in (issue 18.5): every row
// the player owns, table by table, column by column as stored — so a column added by a later
// migration travels without this file changing. Left out on purpose: the password hash, API
// tokens and known sign-in devices (the importer issues a new token; the player sets a password
// through the reset mail), the party and guild memberships (those belong to the groups, which
// stay behind), and the events and analytics. Imported with importAccount (below), run by
// src/importAccount.ts.
import type { Database, Queryable } from '../../db/database.ts';

export const ARCHIVE_FORMAT = 'questlog-account';
export const ARCHIVE_VERSION = 1;

/** The player's tables in the order they are imported (references first). */
const OWNED_TABLES = [
  { table: 'users', owner: 'id' },
  { table: 'credentials', owner: 'user_id' },
  { table: 'player_histories', owner: 'user_id' },
  { table: 'tags', owner: 'user_id' },
  { table: 'tasks', owner: 'user_id' },
  { table: 'inbox_messages', owner: 'owner_id' },
  { table: 'notifications', owner: 'user_id' },
  { table: 'webhooks', owner: 'user_id' },
] as const;

type Row = Record<string, unknown>;

export interface AccountArchive {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exportedAt: string;
  userId: string;
  tables: Record<string, Row[]>;
}

export async function exportAccount(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<AccountArchive> {
  const tables: Record<string, Row[]> = {};
  for (const { table, owner } of OWNED_TABLES) {
    const rows = await db.query<{ row: Row }>(
      `SELECT to_jsonb(t) AS row FROM ${table} t WHERE t.${owner} = $1`,
      [userId],
    );
    tables[table] = rows.map(({ row }) => row);
  }
  for (const credentials of tables.credentials ?? []) credentials.password_hash = null;
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    userId,
    tables,
  };
}

export class ArchiveRefused extends Error {}

/**
 * Takes the archive in, in one transaction: all of it or nothing. Refused when it is not an
 * archive of this format, or the account (its id, username or e-mail) already exists here.
 * References to what did not come along (the other side of a conversation, a group) are cleared.
 */
export async function importAccount(db: Database, archive: unknown): Promise<string> {
  const { userId, tables } = checkedArchive(archive);
  await db.transaction(async (tx) => {
    const [taken] = await tx.query(
      `SELECT 1 FROM users WHERE id = $1
       UNION ALL SELECT 1 FROM credentials
       WHERE lower(username) = lower($2) OR email = $3`,
      [userId, tables.credentials?.[0]?.username ?? '', tables.credentials?.[0]?.email ?? null],
    );
    if (taken) throw new ArchiveRefused('this account (its id, username or e-mail) already exists');
    for (const { table } of OWNED_TABLES) {
      const columns = await insertableColumns(tx, table);
      for (const archived of tables[table] ?? []) {
        const row = await withoutDanglingReferences(tx, table, archived);
        const names = columns.filter((column) => Object.hasOwn(row, column));
        const list = names.map((name) => `"${name}"`).join(', ');
        await tx.query(
          `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::${table}, $1::jsonb)`,
          [JSON.stringify(row)],
        );
      }
    }
  });
  return userId;
}

function checkedArchive(archive: unknown): { userId: string; tables: Record<string, Row[]> } {
  const candidate = archive as Partial<AccountArchive> | null;
  if (
    !candidate ||
    candidate.format !== ARCHIVE_FORMAT ||
    candidate.version !== ARCHIVE_VERSION ||
    typeof candidate.userId !== 'string' ||
    typeof candidate.tables !== 'object' ||
    candidate.tables === null
  ) {
    throw new ArchiveRefused(`not a ${ARCHIVE_FORMAT} archive of version ${ARCHIVE_VERSION}`);
  }
  const { userId, tables } = candidate;
  const [user] = tables.users ?? [];
  if (tables.users?.length !== 1 || user?.id !== userId) {
    throw new ArchiveRefused('the archive holds no account');
  }
  // Every row must be the account's own: an archive cannot write into someone else's.
  for (const { table, owner } of OWNED_TABLES) {
    if ((tables[table] ?? []).some((row) => row[owner] !== userId)) {
      throw new ArchiveRefused(`a ${table} row of the archive belongs to someone else`);
    }
  }
  return { userId, tables };
}

/** Columns an INSERT may set: not generated, not identity. */
async function insertableColumns(tx: Queryable, table: string): Promise<string[]> {
  const rows = await tx.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1
       AND is_generated = 'NEVER' AND is_identity = 'NO'
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** References to rows outside the account: cleared when nothing here answers them. */
const OUTSIDE_REFERENCES: Partial<Record<string, { column: string; table: string }[]>> = {
  tasks: [{ column: 'group_id', table: 'groups' }],
  inbox_messages: [{ column: 'other_id', table: 'users' }],
};

async function withoutDanglingReferences(tx: Queryable, table: string, row: Row): Promise<Row> {
  const detached = { ...row };
  for (const reference of OUTSIDE_REFERENCES[table] ?? []) {
    const id = detached[reference.column];
    if (typeof id !== 'string') continue;
    const [found] = await tx.query(`SELECT 1 FROM ${reference.table} WHERE id = $1`, [id]);
    if (!found) detached[reference.column] = null;
  }
  return detached;
}
