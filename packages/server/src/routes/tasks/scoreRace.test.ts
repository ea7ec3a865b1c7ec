// A single score that loses its optimistic race (another change of the player landed between
// its read and its write): it reads afresh and tries once more unlocked, then under the lock,
// and either way counts once and can be undone exactly.
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import type { Database } from '../../db/database.ts';
import { createFixedClock } from '../../services/clock.ts';
import { recording } from '../../services/players/recordingDatabase.testKit.ts';
import { fixedRandom } from '../../services/random.ts';

type Answer = { data: ApiTask; changeId?: string; userV: number };

/**
 * The database, but the first `races` version-checked writes sent outside a transaction each
 * find the player's version moved on by a rival change just before them.
 */
function racing(db: Database, races: number): Database {
  let left = races;
  return {
    ...db,
    query: async (sql, params) => {
      const isOptimisticWrite = sql.startsWith('WITH bumped AS') && /AND version = \$/.test(sql);
      if (isOptimisticWrite && left > 0) {
        left -= 1;
        await db.query('UPDATE users SET version = version + 1 WHERE id = $1', [params![0]]);
      }
      return db.query(sql, params);
    },
  };
}

describe.each(databasesUnderTest())('a score that loses its race on $name', (database) => {
  // A fixed clock: the undone player is compared whole, timestamps included.
  const clock = createFixedClock(new Date('2026-03-10T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.99), accounts: ['ada'] });
  const { setStats } = playerState(t);

  /** Scores `habitId` up through a database whose first `races` optimistic writes lose. */
  const scoreLosing = async (races: number, habitId: string) => {
    const recorded = recording(racing(t.test.db, races));
    const app = buildTestApp(recorded, {}, { clock, random: fixedRandom(0.99) });
    try {
      const response = await callAs(app, t.ada)('POST', `/tasks/${habitId}/score/up`);
      expect(response.statusCode, response.body).toBe(200);
      const statements = recorded.statements.filter((sql) => !sql.includes('FROM blockers'));
      return { answer: response.json<Answer>(), statements };
    } finally {
      await app.close();
    }
  };

  it('reads the player and the task afresh in one statement and writes unlocked', async () => {
    const as = taskCalls(t.app, t.ada);
    const habit = await as.create({ type: 'habit', text: 'Stretch' });
    const before = (await as.user())._v as number;
    const { answer, statements } = await scoreLosing(1, habit.id);
    // Authentication's read, the lost write, the fresh read (task included), the write.
    expect(statements).toHaveLength(4);
    expect(statements[2]).toContain('preloaded_task');
    expect(statements[3]).toMatch(/^WITH bumped AS/);
    expect(statements.join('\n')).not.toMatch(/FOR NO KEY UPDATE/);
    // The rival's bump, then the score's.
    expect(answer.userV).toBe(before + 2);
    const scored = (await as.call('GET', `/tasks/${habit.id}`)).json<Answer>().data;
    expect(scored.counterUp).toBe(1);
  });

  it('goes locked after a second lost race, keeps its undo in its write, and is undone exactly', async () => {
    const as = taskCalls(t.app, t.ada);
    const habit = await as.create({ type: 'habit', text: 'Plank' });
    // A level-up: the score adds notifications, which the undo must tell from the earlier ones.
    await setStats(t.ada, { lvl: 1, exp: 24.99, hp: 10 });
    const { _v, ...before } = await as.user();
    const task = (await as.call('GET', `/tasks/${habit.id}`)).json<Answer>().data;
    const { answer, statements } = await scoreLosing(2, habit.id);
    expect(answer.data).toMatchObject({ lvl: 2, _tmp: { leveledUp: { from: 1, to: 2 } } });
    // Two lost writes, then the locked change (its BEGIN is the database's own, not recorded).
    const lost = statements.filter((sql) => /^WITH bumped AS/.test(sql)).slice(0, 2);
    expect(lost.every((sql) => /AND version = \$/.test(sql))).toBe(true);
    const locked = statements.slice(statements.findIndex((sql) => /FOR NO KEY UPDATE/.test(sql)));
    expect(locked.length).toBeGreaterThan(0);
    // The task is read once under the lock; the undo's before-image is read by the write itself.
    expect(
      locked.filter((sql) => /FROM tasks/.test(sql) && !/^WITH bumped/.test(sql)),
    ).toHaveLength(1);
    expect(locked.join('\n')).not.toMatch(/FROM notifications WHERE user_id = \$1 AND created_at/);
    const scored = (await as.call('GET', `/tasks/${habit.id}`)).json<Answer>().data;
    expect(scored.counterUp).toBe(1);

    const undone = await as.call('POST', `/user/undo/${answer.changeId}`);
    expect(undone.statusCode, undone.body).toBe(200);
    const { _v: _after, ...after } = await as.user();
    expect(after).toEqual(before);
    expect((await as.call('GET', `/tasks/${habit.id}`)).json<Answer>().data).toEqual(task);
  });
});
