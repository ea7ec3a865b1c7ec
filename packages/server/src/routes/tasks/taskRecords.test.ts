// The full record (docs/records.md): each score writes exactly one task_records row, in the
// score's own statement, with the task's value after it, the game day in the player's zone and the
// player's stats after it; the day boundary writes each daily's outcome for the day it closed.
import { beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { listTaskRecords } from '../../db/repositories/taskRecords.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

describe.each(databasesUnderTest())('task records on $name', (database) => {
  let player: TestAccount;
  // 22:30 UTC on 1 June: already 2 June in Berlin (UTC+2 in summer).
  const clock = createFixedClock(new Date('2026-06-01T22:30:00Z'));
  // 0.99: never a crit, never a drop.
  const t = useTestApp(database, { clock, random: fixedRandom(0.99) });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });
  const calls = () => taskCalls(t.app, player);
  const records = () => listTaskRecords(t.test.db, player.id);
  const setTo = (iso: string) => clock.jump(new Date(iso).getTime() - clock.now().getTime());

  it('a score writes exactly one row: direction, delta, value after, the zone’s day, stats after', async () => {
    expect(
      (await calls().call('PUT', '/user', { 'preferences.timezone': 'Europe/Berlin' })).statusCode,
    ).toBe(200);
    const habit = await calls().create({ type: 'habit', text: 'Stretch' });
    const before = await records();
    const response = await calls().call('POST', `/tasks/${habit.id}/score/up`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ data: Record<string, number>; userV: number }>();
    const rows = await records();
    expect(rows.length - before.length).toBe(1);
    const row = rows.at(-1)!;
    // A fresh habit scored up: delta 1, value 1 (game-rules: value 0 gains 1 at medium… easy).
    expect(row).toMatchObject({
      taskId: habit.id,
      taskType: 'habit',
      kind: 'up',
      at: '2026-06-01T22:30:00.000Z',
      day: '2026-06-02',
      isDue: null,
      streak: null,
      playerVersion: answer.userV,
    });
    expect(row.delta).toBeCloseTo(answer.data.delta!, 10);
    expect(row.value).toBeCloseTo(1, 10);
    expect(row.stats).toEqual({
      exp: answer.data.exp,
      gp: answer.data.gp,
      lvl: answer.data.lvl,
      hp: answer.data.hp,
    });
  });

  it('a daily’s rows carry its streak and checklist; unchecking writes a down row', async () => {
    const daily = await calls().create({
      type: 'daily',
      text: 'Read',
      checklist: [{ text: 'one' }, { text: 'two' }],
    });
    const item = daily.checklist[0].id as string;
    const path = `/tasks/${daily.id}/checklist/${item}/score`;
    expect((await calls().call('POST', path)).statusCode).toBe(200);
    expect((await calls().call('POST', `/tasks/${daily.id}/score/up`)).statusCode).toBe(200);
    expect((await calls().call('POST', `/tasks/${daily.id}/score/down`)).statusCode).toBe(200);
    const rows = (await records()).filter((row) => row.taskId === daily.id);
    expect(rows.map((row) => row.kind)).toEqual(['checklistChecked', 'up', 'down']);
    expect(rows.map((row) => [row.streak, row.checklistDone, row.checklistTotal])).toEqual([
      [0, 1, 2],
      [1, 1, 2],
      [0, 1, 2],
    ]);
    expect(rows[1]).toMatchObject({ isDue: true, day: '2026-06-01' });
    // Checking a checklist item moves no value.
    expect(rows[0]!.delta).toBe(0);
    expect(rows[2]!.delta).toBeCloseTo(-rows[1]!.delta, 6);
  });

  it('a bulk score writes one row per score, all in the change’s version', async () => {
    const [a, b] = await calls().create<[ApiTask, ApiTask]>([
      { type: 'habit', text: 'A' },
      { type: 'todo', text: 'B' },
    ]);
    const response = await calls().call('POST', '/tasks/bulk-score', [
      { id: a.id, direction: 'up' },
      { id: a.id, direction: 'down' },
      { id: b.id, direction: 'up' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await records();
    expect(rows.map((row) => [row.taskId, row.kind])).toEqual([
      [a.id, 'up'],
      [a.id, 'down'],
      [b.id, 'up'],
    ]);
    expect(new Set(rows.map((row) => row.playerVersion))).toEqual(
      new Set([response.json<{ userV: number }>().userV]),
    );
  });

  it('a refused score writes nothing', async () => {
    const reward = await calls().create({ type: 'reward', text: 'Cake', value: 1000 });
    expect((await calls().call('POST', `/tasks/${reward.id}/score/up`)).statusCode).toBe(401);
    expect(await records()).toEqual([]);
  });

  it('the day boundary writes each daily’s outcome for the day it closed, in the player’s zone', async () => {
    expect(
      (await calls().call('PUT', '/user', { 'preferences.timezone': 'America/New_York' }))
        .statusCode,
    ).toBe(200);
    const [done, missed, notDue] = await calls().create<[ApiTask, ApiTask, ApiTask]>([
      { type: 'daily', text: 'Done' },
      { type: 'daily', text: 'Missed' },
      // Due only on Wednesdays; 1 June 2026 is a Monday.
      {
        type: 'daily',
        text: 'Wednesdays',
        frequency: 'weekly',
        repeat: { su: false, m: false, t: false, w: true, th: false, f: false, s: false },
      },
    ]);
    expect((await calls().call('POST', `/tasks/${done.id}/score/up`)).statusCode).toBe(200);
    // 1 June, 18:30 in New York; its day closes at 04:00 UTC on 2 June.
    setTo('2026-06-02T04:00:00Z');
    expect((await calls().call('POST', '/cron')).statusCode).toBe(200);
    // By task (the boundary reads the dailies newest first), then the player's own row.
    const order = [done.id, missed.id, notDue.id, null];
    const rows = (await records())
      .filter((row) => row.kind !== 'up')
      .sort((x, y) => order.indexOf(x.taskId) - order.indexOf(y.taskId));
    const user = await calls().user();
    expect(rows.map((row) => [row.taskId, row.kind, row.day])).toEqual([
      [done.id, 'completed', '2026-06-01'],
      [missed.id, 'missed', '2026-06-01'],
      [notDue.id, 'notDue', '2026-06-01'],
      [null, 'day', '2026-06-01'],
    ]);
    const missedRow = rows[1]!;
    expect(missedRow.delta).toBeLessThan(0);
    expect(missedRow).toMatchObject({ isDue: true, streak: 0 });
    expect(rows[2]).toMatchObject({ isDue: false, delta: 0 });
    expect(rows[3]!.stats).toEqual({
      exp: user.stats.exp,
      gp: user.stats.gp,
      lvl: user.stats.lvl,
      hp: user.stats.hp,
    });
    expect(rows.every((row) => row.at === '2026-06-02T04:00:00.000Z')).toBe(true);
  });

  it('serves history arrays built from the rows, equal to what the rules keep on the task', async () => {
    const [habit, daily] = await calls().create<[ApiTask, ApiTask]>([
      { type: 'habit', text: 'Walk' },
      { type: 'daily', text: 'Floss' },
    ]);
    const score = async (task: ApiTask, direction: string) =>
      expect((await calls().call('POST', `/tasks/${task.id}/score/${direction}`)).statusCode).toBe(
        200,
      );
    for (const day of [0, 1, 2]) {
      await score(habit, 'up');
      await score(habit, 'down');
      if (day !== 1) await score(daily, 'up');
      if (day === 2) await score(daily, 'down');
      clock.jump(86_400_000);
      expect((await calls().call('POST', '/cron')).statusCode).toBe(200);
    }
    const stored = await t.test.db.query<{ id: string; history: unknown[] }>(
      `SELECT id, details->'history' AS history FROM tasks WHERE id = ANY($1::uuid[])`,
      [[habit.id, daily.id]],
    );
    const served = await calls().list();
    for (const { id, history } of stored) {
      expect(history.length).toBeGreaterThanOrEqual(3);
      expect(served.find((task) => task.id === id)!.history).toEqual(history);
      const one = await calls().call('GET', `/tasks/${id}`);
      expect(one.json<{ data: ApiTask }>().data.history).toEqual(history);
    }
    // Served from the rows: with the stored copy emptied, the answer is the same.
    await t.test.db.query(
      `UPDATE tasks SET details = jsonb_set(details, '{history}', '[]') WHERE id = ANY($1::uuid[])`,
      [[habit.id, daily.id]],
    );
    const again = await calls().list();
    for (const { id, history } of stored) {
      expect(again.find((task) => task.id === id)!.history).toEqual(history);
    }
    // A day: the ups and downs counted in one entry.
    expect(served.find((task) => task.id === habit.id)!.history[0]).toMatchObject({
      scoredUp: 1,
      scoredDown: 1,
    });
  });
});
