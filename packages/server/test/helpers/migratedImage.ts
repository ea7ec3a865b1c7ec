// A just-migrated test database, remembered so it can be put back after a test file instead of
// being dropped and migrated again (migrating costs about half a second per file per database;
// putting back, a few tens of milliseconds). What is remembered: the schema's shape (a digest of
// its tables, columns, defaults, constraints, triggers, functions and types), the rows the
// migrations seed and every sequence's position. A file that changed the shape (a test that adds a
// trigger or drops a constraint) cannot be put back: its database is emptied as before.

/** Runs one statement and gives its rows. */
export type RunQuery = <Row extends object>(sql: string, params?: unknown[]) => Promise<Row[]>;

export interface MigratedImage {
  shape: string;
  /** Every table, as the connection names it (schema-qualified when off its search path). */
  tables: string[];
  seedRows: { table: string; rows: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const SHAPE = `
  SELECT md5(coalesce(string_agg(item, E'\\n' ORDER BY item), '')) AS shape FROM (
    SELECT 'r ' || c.relname || ' ' || c.relkind::text || ' ' || c.relnatts
      FROM pg_class c WHERE c.relnamespace = $1::regnamespace
    UNION ALL
    SELECT 'a ' || c.relname || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relnamespace = $1::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'c ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = $1::regnamespace
    UNION ALL
    SELECT 't ' || t.tgname || ' ' || c.relname || ' ' || t.tgenabled::text
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relnamespace = $1::regnamespace AND NOT t.tgisinternal
    UNION ALL
    SELECT 'f ' || p.proname || ' ' || md5(p.prosrc)
      FROM pg_proc p WHERE p.pronamespace = $1::regnamespace
    UNION ALL
    SELECT 'y ' || typname FROM pg_type WHERE typnamespace = $1::regnamespace
  ) items(item)`;

async function shapeOf(run: RunQuery, schema: string): Promise<string> {
  const [row] = await run<{ shape: string }>(SHAPE, [schema]);
  return row!.shape;
}

/** Remembers a database its migrations have just been applied to. */
export async function imageOf(run: RunQuery, schema: string): Promise<MigratedImage> {
  const tables = (
    await run<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c
        WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY 1`,
      [schema],
    )
  ).map(({ name }) => name);
  const seedRows: MigratedImage['seedRows'] = [];
  for (const table of tables) {
    const [row] = await run<{ rows: string | null }>(
      `SELECT jsonb_agg(t)::text AS rows FROM ${table} t`,
    );
    if (row?.rows) seedRows.push({ table, rows: row.rows });
  }
  const sequences: MigratedImage['sequences'] = [];
  const sequenceNames = await run<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c
      WHERE c.relnamespace = $1::regnamespace AND c.relkind = 'S'`,
    [schema],
  );
  for (const { name } of sequenceNames) {
    const [position] = await run<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${name}`,
    );
    sequences.push({ name, lastValue: position!.last_value, isCalled: position!.is_called });
  }
  return { shape: await shapeOf(run, schema), tables, seedRows, sequences };
}

/**
 * Puts the database back as it was just after its migrations; false (and nothing changed) when
 * its shape is no longer the migrated one. No other connection may be using it.
 */
export async function restoreImage(
  run: RunQuery,
  schema: string,
  image: MigratedImage,
): Promise<boolean> {
  if ((await shapeOf(run, schema)) !== image.shape) return false;
  const emptied = image.tables.filter((table) => !table.endsWith('schema_migrations'));
  await run(`TRUNCATE ${emptied.join(', ')}`);
  for (const { table, rows } of image.seedRows) {
    if (table.endsWith('schema_migrations')) continue;
    await run(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(null::${table}, $1)`, [
      rows,
    ]);
  }
  for (const { name, lastValue, isCalled } of image.sequences) {
    await run('SELECT setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
  }
  return true;
}
