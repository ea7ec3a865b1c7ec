// The migration that moves money to whole gems and the history out of the user row keeps every
// player's data: applied over rows written by the migrations before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { migrate, readMigrations } from '../migrate.ts';

const MIGRATION = '20261124110000_gems_history_inbox_out_of_users.sql';

describe.each(databasesUnderTest())('moving gems and history out on $name', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open({ migrated: false });
  });
  afterAll(async () => {
    await test.drop();
  });

  it('turns a balance into whole gems and copies a non-empty history to its table', async () => {
    const all = await readMigrations();
    const index = all.findIndex((migration) => migration.name === MIGRATION);
    await migrate(test.db, all.slice(0, index));
    const history = { exp: [{ date: 1, value: 25 }], todos: [{ date: 1, value: -2 }] };
    const [rich] = await test.db.query<{ id: string }>(
      'INSERT INTO users (balance, history) VALUES (2.75, $1) RETURNING id',
      [history],
    );
    const [plain] = await test.db.query<{ id: string }>(
      'INSERT INTO users (balance) VALUES (0) RETURNING id',
    );

    await migrate(test.db, all);

    const gems = await test.db.query<{ id: string; gems: number }>('SELECT id, gems FROM users');
    expect(Object.fromEntries(gems.map((row) => [row.id, row.gems]))).toEqual({
      [rich!.id]: 11,
      [plain!.id]: 0,
    });
    const histories = await test.db.query('SELECT * FROM player_histories');
    expect(histories).toEqual([{ user_id: rich!.id, ...history }]);
    await expect(
      test.db.query('UPDATE users SET gems = -1 WHERE id = $1', [plain!.id]),
    ).rejects.toThrow();
  });
});
