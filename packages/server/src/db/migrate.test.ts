import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';

const fixtureMigrations: Migration[] = [
  { name: '20260101000000_create_counters.sql', sql: 'CREATE TABLE counters (n integer);' },
  {
    name: '20260101000001_seed_counters.sql',
    // Not idempotent on purpose: applied twice, it would leave two rows.
    sql: 'INSERT INTO counters VALUES (1);\nINSERT INTO counters VALUES (2);',
  },
];

describe('readMigrations', () => {
  it('reads the repository’s migrations in name order, users first', async () => {
    const migrations = await readMigrations();

    expect(migrations[0]?.name).toBe('20261122120000_create_users.sql');
    const names = migrations.map((migration) => migration.name);
    expect(names).toEqual([...names].sort());
  });
});

describe.each(databasesUnderTest())('migrate on $name', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open({ migrated: false });
  });
  beforeEach(async () => {
    await test.reset();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('creates the users table with its defaults', async () => {
    const applied = await migrate(test.db);

    expect(applied).toContain('20261122120000_create_users.sql');
    const [user] = await test.db.query<Record<string, unknown>>(
      'INSERT INTO users DEFAULT VALUES RETURNING *',
    );
    expect(user).toMatchObject({
      version: 0,
      stats: {},
      items: {},
      preferences: {},
      flags: {},
      achievements: {},
      purchased: {},
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.created_at).toBeInstanceOf(Date);
  });

  it('applies each migration once: a second run is a no-op', async () => {
    const first = await migrate(test.db, fixtureMigrations);
    const second = await migrate(test.db, fixtureMigrations);

    expect(first).toEqual(fixtureMigrations.map((migration) => migration.name));
    expect(second).toEqual([]);
    expect(await test.db.query('SELECT n FROM counters ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    const recorded = await test.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(first);
  });

  it('applies only the new file when one is added', async () => {
    const [firstFile, secondFile] = fixtureMigrations as [Migration, Migration];

    await migrate(test.db, [firstFile]);
    const later = await migrate(test.db, [firstFile, secondFile]);

    expect(later).toEqual([secondFile.name]);
  });

  it('lets two servers starting together apply each migration exactly once', async () => {
    const other = test.connectAgain();

    const results = await Promise.all([
      migrate(test.db, fixtureMigrations),
      migrate(other, fixtureMigrations),
    ]);

    expect(results.flat().sort()).toEqual(fixtureMigrations.map((migration) => migration.name));
    expect(await test.db.query('SELECT n FROM counters ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('rolls back everything when a migration fails', async () => {
    const broken: Migration = { name: '20260101000002_broken.sql', sql: 'SELECT * FROM nowhere;' };

    await expect(migrate(test.db, [...fixtureMigrations, broken])).rejects.toThrow(/nowhere/);

    const tables = await test.db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name IN ('counters', 'schema_migrations') AND table_schema = current_schema()",
    );
    expect(tables).toEqual([]);
  });
});
