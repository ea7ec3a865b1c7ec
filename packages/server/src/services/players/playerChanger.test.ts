import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { createFixedClock } from '../clock.ts';
import { fixedRandom } from '../random.ts';
import { appContext } from '../serviceContext.ts';
import { changePlayer } from './playerChanger.ts';
import { ReadOnlyViolation } from './readOnlyQueryable.ts';
import { recording, type RecordingDatabase } from './recordingDatabase.testKit.ts';

describe.each(databasesUnderTest())('the player writer on $name', (database) => {
  let test: TestDatabase;
  let db: RecordingDatabase;
  let app: App;
  let ada: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    test = await database.open();
    db = recording(test.db);
    app = buildTestApp(db, {}, { random: fixedRandom(0.99) });
    ada = await registerAccount(app);
    bob = await registerAccount(app);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const userUpdates = () =>
    db.statements.filter((sql) => /UPDATE users SET/.test(sql)).map((sql) => sql.slice(0, 400));

  it("a new player's score writes only stats, quest progress and the task, never items or achievements", async () => {
    const as = taskCalls(app, ada);
    const habit = await as.create({ type: 'habit', text: 'Stretch' });
    // The first scores earn an onboarding achievement, the first egg and potion, then the first
    // food (certain while the player has none): those write items. With chance at 0.99 no later
    // score drops anything.
    for (const _first of [1, 2, 3]) {
      expect((await as.call('POST', `/tasks/${habit.id}/score/up`)).statusCode).toBe(200);
    }
    db.statements.length = 0;
    const response = await as.call('POST', `/tasks/${habit.id}/score/up`);
    expect(response.statusCode, response.body).toBe(200);
    const [update, ...more] = userUpdates();
    expect(more).toEqual([]);
    // The SQL the score sent: the version bump with the changed columns (the stats and the
    // pending quest progress in `party`), then the task, in one statement.
    expect(update).toMatch(
      /^WITH bumped AS \(UPDATE users SET version = version \+ 1, updated_at = \$2, stats = \$3, party = \$4 WHERE id = \$1 AND version = \$5 RETURNING version\), w0 AS \(UPDATE tasks SET/,
    );
    expect(update).not.toMatch(/\b(items|achievements|flags|preferences|tasks_order) =/);
  });

  it('a background job changes a player with no request, bumping the version', async () => {
    const clock = createFixedClock();
    const job = appContext({ db: test.db, clock, random: fixedRandom(0.5) });
    expect(job.actorId).toBeUndefined();
    const before = (await loadUser(test.db, ada.id))!.row;
    const outcome = await changePlayer(job, ada.id, async ({ user, setUserColumns }) => {
      const stats = user.row.stats as { gp: number };
      setUserColumns({ stats: { ...user.row.stats, gp: stats.gp + 7 } });
      return 'paid';
    });
    expect(outcome).toMatchObject({ result: 'paid', version: before.version + 1 });
    const after = (await loadUser(test.db, ada.id))!.row;
    expect((after.stats as { gp: number }).gp).toBe((before.stats as { gp: number }).gp + 7);
    expect(after.updated_at.getTime()).toBe(clock.now().getTime());
  });

  it('an unchanged column is not written: setting the same items bumps only the version', async () => {
    db.statements.length = 0;
    await changePlayer(appContext(app), ada.id, async ({ user, setUserColumns }) => {
      setUserColumns({ items: structuredClone(user.row.items), stats: { ...user.row.stats } });
    });
    const [update] = userUpdates();
    expect(update).toMatch(/SET version = version \+ 1, updated_at = \$2 WHERE id = \$1/);
  });

  it('an optimistic change may read but any write through its handle throws and lands nowhere', async () => {
    const before = (await loadUser(test.db, ada.id))!.row;
    const attempt = changePlayer(
      appContext(app),
      ada.id,
      async ({ tx }) => {
        await tx.query('SELECT 1 AS one');
        await tx.query("UPDATE users SET profile = '{}' WHERE id = $1", [ada.id]);
      },
      { optimistic: true },
    );
    await expect(attempt).rejects.toBeInstanceOf(ReadOnlyViolation);
    const after = (await loadUser(test.db, ada.id))!.row;
    expect(after.version).toBe(before.version);
    expect(after.profile).toEqual(before.profile);
  });
  it('locks the other players first, in one statement, and writes them with their version bumped', async () => {
    const before = (await loadUser(test.db, bob.id))!.row;
    db.statements.length = 0;
    await changePlayer(
      appContext(app),
      ada.id,
      async ({ others, writePlayer }) => {
        const row = others.get(bob.id)!;
        await writePlayer(bob.id, {
          stats: { ...row.stats, gp: (row.stats as { gp: number }).gp + 3 },
        });
      },
      { withAccount: false, lock: { players: [bob.id] } },
    );
    // The players' lock comes before anything else the change sends.
    const first = db.statements.findIndex((sql) => /FOR NO KEY UPDATE/.test(sql));
    expect(db.statements[first]).toMatch(/ORDER BY id FOR NO KEY UPDATE/);
    expect(db.statements.slice(0, first).every((sql) => /^(BEGIN|SAVEPOINT)/i.test(sql))).toBe(
      true,
    );
    const after = (await loadUser(test.db, bob.id))!.row;
    expect(after.version).toBe(before.version + 1);
    expect((after.stats as { gp: number }).gp).toBe((before.stats as { gp: number }).gp + 3);
  });

  it('refuses to write a player the change did not lock, and writes nothing', async () => {
    const before = (await loadUser(test.db, bob.id))!.row;
    const attempt = changePlayer(
      appContext(app),
      ada.id,
      async ({ writePlayer, setUserColumns }) => {
        setUserColumns({ profile: { name: 'changed' } });
        await writePlayer(bob.id, { profile: { name: 'changed' } });
      },
    );
    await expect(attempt).rejects.toThrow(/not locked/);
    expect((await loadUser(test.db, bob.id))!.row).toEqual(before);
    expect((await loadUser(test.db, ada.id))!.row.profile).not.toEqual({ name: 'changed' });
  });
});
