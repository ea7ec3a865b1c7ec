// A test file's database, given back and taken by the next file, must be exactly a freshly
// migrated one: no rows the last file wrote, the migrations' own rows, sequences at their start,
// and no change a file made to the schema.
import { describe, expect, it } from 'vitest';
import { databasesUnderTest, type DatabaseUnderTest } from './databases.ts';

interface Snapshot {
  tables: { name: string; rows: string | null }[];
  sequences: { name: string; next: string }[];
  triggers: number;
}

async function snapshotOf(database: DatabaseUnderTest): Promise<Snapshot> {
  const test = await database.open();
  try {
    const names = await test.db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
    );
    const tables: Snapshot['tables'] = [];
    for (const { name } of names) {
      if (name === 'schema_migrations') continue;
      const [row] = await test.db.query<{ rows: string | null }>(
        `SELECT jsonb_agg(t)::text AS rows FROM "${name}" t`,
      );
      tables.push({ name, rows: row!.rows });
    }
    const sequences = await test.db.query<{ name: string; next: string }>(
      `SELECT sequencename AS name, coalesce(last_value, start_value)::text AS next
         FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
    );
    const [triggers] = await test.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal`,
    );
    return { tables, sequences, triggers: triggers!.count };
  } finally {
    await test.drop();
  }
}

describe.each(databasesUnderTest())('a test database given back on $name', (database) => {
  it('comes back to the next file as freshly migrated, whatever the last file wrote', async () => {
    const fresh = await snapshotOf(database);
    expect(fresh.tables.filter(({ rows }) => rows !== null).map(({ name }) => name)).toEqual([
      'groups', // the Tavern, which a migration creates
    ]);

    const used = await database.open();
    await used.db.exec(`UPDATE groups SET name = 'Renamed'`);
    await used.db.exec(`INSERT INTO users DEFAULT VALUES`);
    await used.db.exec(`SELECT nextval(pg_get_serial_sequence('task_records', 'id'))`);
    await used.drop();

    expect(await snapshotOf(database)).toEqual(fresh);
  });

  it('is never reused with a schema a file changed', async () => {
    const fresh = await snapshotOf(database);
    const used = await database.open();
    await used.db.exec(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await used.db.exec(
      `CREATE TRIGGER refuse_tasks BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION refuse()`,
    );
    await used.drop();

    // Migrated anew: the Tavern's timestamps differ, so compare what the file changed.
    const next = await snapshotOf(database);
    expect(next.triggers).toBe(fresh.triggers);
    expect(next.tables.map(({ name }) => name)).toEqual(fresh.tables.map(({ name }) => name));
  });
});
