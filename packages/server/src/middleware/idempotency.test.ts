import { describe, expect, it } from 'vitest';
import type { TestAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { playerState } from '../../test/helpers/playerState.ts';
import { taskCalls } from '../../test/helpers/tasks.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../services/clock.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../services/idempotency/idempotencyKey.ts';
import { ANSWER_LOST_AFTER_MS } from '../services/idempotency/keyedRequests.ts';
import { fixedRandom } from '../services/random.ts';

type Method = 'POST' | 'PUT' | 'DELETE';

describe.each(databasesUnderTest())('Idempotency-Key on $name', (database) => {
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  // 0.99: never a crit or a drop, so two scores are told apart by their values alone.
  const t = useTestApp(database, { clock, random: fixedRandom(0.99), accounts: ['ada', 'bob'] });
  const { setStats, setItems } = playerState(t);
  let keys = 0;
  const newKey = () => `key-${(keys += 1)}`;

  /** A v4 call as `account` with `key` (an sf-string); the clock moves only when a test says so. */
  const send = (account: TestAccount, method: Method, url: string, key?: string, body?: object) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      headers: {
        ...account.headers,
        // The day boundary stays out of the way: only the call under test changes the player.
        'x-defer-cron': 'true',
        ...(key === undefined ? {} : { 'idempotency-key': `"${key}"` }),
      },
      ...(body ? { payload: body } : {}),
    });

  const habitOf = async (account: TestAccount) =>
    taskCalls(t.app, account).create<{ id: string }>({ type: 'habit', text: 'Stretch' });
  const player = async (account: TestAccount) =>
    (
      await t.test.db.query<{ stats: { gp: number; exp: number }; version: number }>(
        'SELECT stats, version FROM users WHERE id = $1',
        [account.id],
      )
    )[0]!;
  const habitValue = async (id: string) =>
    (await t.test.db.query<{ value: number }>('SELECT value FROM tasks WHERE id = $1', [id]))[0]!
      .value;

  it('answers a repeated score with the first answer, changing the player once', async () => {
    const habit = await habitOf(t.ada);
    const before = await player(t.ada);
    const key = newKey();
    const first = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const afterFirst = await player(t.ada);
    expect(afterFirst.version).toBe(before.version + 1);

    const second = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(await player(t.ada)).toEqual(afterFirst);
    expect(await habitValue(habit.id)).toBe(first.json<{ data: { delta: number } }>().data.delta);
  });

  it('applies 20 parallel sends of one key once; the others get the answer or 409', async () => {
    const habit = await habitOf(t.ada);
    const before = await player(t.ada);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key)),
    );
    const applied = answers.filter(
      (a) => a.statusCode === 200 && !a.headers['idempotent-replayed'],
    );
    const replayed = answers.filter((a) => a.headers['idempotent-replayed'] === 'true');
    const conflicts = answers.filter((a) => a.statusCode === 409);
    expect(applied).toHaveLength(1);
    expect(replayed.length + conflicts.length).toBe(19);
    for (const answer of replayed) expect(answer.body).toBe(applied[0]!.body);
    for (const answer of conflicts) {
      expect(answer.json()).toMatchObject({ success: false, code: 'idempotency_key_in_progress' });
    }
    expect((await player(t.ada)).version).toBe(before.version + 1);
    // Once the answer is stored, every later send gets it.
    const later = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(later.body).toBe(applied[0]!.body);
  });

  it('refuses a key reused for another body or address with 422, changing nothing', async () => {
    const key = newKey();
    const created = await send(t.ada, 'POST', '/tasks/user', key, { type: 'todo', text: 'One' });
    expect(created.statusCode).toBe(201);
    const before = await player(t.ada);
    const otherBody = await send(t.ada, 'POST', '/tasks/user', key, { type: 'todo', text: 'Two' });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({
      success: false,
      error: 'UnprocessableEntity',
      code: 'idempotency_key_reused',
    });
    const { id } = created.json<{ data: { id: string } }>().data;
    const otherAddress = await send(t.ada, 'POST', `/tasks/${id}/score/up`, key);
    expect(otherAddress.statusCode).toBe(422);
    expect(await player(t.ada)).toEqual(before);
  });

  it('keeps a key 24 hours: a send after that is a new request', async () => {
    const habit = await habitOf(t.ada);
    const key = newKey();
    const first = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(first.statusCode).toBe(200);
    clock.jump(IDEMPOTENCY_KEY_TTL_MS - 1);
    const replayed = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const value = await habitValue(habit.id);
    clock.jump(1);
    const again = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await habitValue(habit.id)).toBeGreaterThan(value);
    // The expired row gave way to the new claim, which is kept in turn.
    const third = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(third.body).toBe(again.body);
  });

  it("sweeps other players' expired keys as keys are looked up", async () => {
    const key = newKey();
    const body = { type: 'todo', text: 'Swept' };
    expect((await send(t.bob, 'POST', '/tasks/user', key, body)).statusCode).toBe(201);
    clock.jump(IDEMPOTENCY_KEY_TTL_MS);
    await send(t.ada, 'POST', '/tasks/user', newKey(), body);
    const left = await t.test.db.query(
      'SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [t.bob.id, key],
    );
    expect(left).toEqual([]);
  });

  it('keeps keys per player: two players may send the same key', async () => {
    const key = newKey();
    const body = { type: 'todo', text: 'Shared key' };
    const ada = await send(t.ada, 'POST', '/tasks/user', key, body);
    const bob = await send(t.bob, 'POST', '/tasks/user', key, body);
    expect(ada.statusCode).toBe(201);
    expect(bob.statusCode).toBe(201);
    expect(bob.headers['idempotent-replayed']).toBeUndefined();
    expect(bob.json<{ data: { userId: string } }>().data.userId).toBe(t.bob.id);
  });

  it('without a key, every send is applied as before', async () => {
    const habit = await habitOf(t.ada);
    const before = await player(t.ada);
    await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`);
    await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`);
    expect((await player(t.ada)).version).toBe(before.version + 2);
  });

  it('replays a creation (201, one task), a deletion and a purchase once each', async () => {
    const as = taskCalls(t.app, t.ada);
    const key = newKey();
    const body = { type: 'todo', text: 'Only once' };
    const created = await send(t.ada, 'POST', '/tasks/user', key, body);
    const again = await send(t.ada, 'POST', '/tasks/user', key, body);
    expect([created.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(created.body);
    expect((await as.list('todos')).filter((task) => task.text === 'Only once')).toHaveLength(1);

    const { id } = created.json<{ data: { id: string } }>().data;
    const deleteKey = newKey();
    const deleted = await send(t.ada, 'DELETE', `/tasks/${id}`, deleteKey);
    const deletedAgain = await send(t.ada, 'DELETE', `/tasks/${id}`, deleteKey);
    expect([deleted.statusCode, deletedAgain.statusCode]).toEqual([200, 200]);
    expect(deletedAgain.body).toBe(deleted.body);

    await setStats(t.ada, { gp: 25 });
    const reward = await as.create<{ id: string }>({ type: 'reward', text: 'Tea', value: 10 });
    const buyKey = newKey();
    const bought = await send(t.ada, 'POST', `/tasks/${reward.id}/score/up`, buyKey);
    const boughtAgain = await send(t.ada, 'POST', `/tasks/${reward.id}/score/up`, buyKey);
    expect(boughtAgain.body).toBe(bought.body);
    expect((await player(t.ada)).stats.gp).toBeCloseTo(15, 5);
  });

  it("answers a repeat of each of the offline client's actions without applying it again", async () => {
    const as = taskCalls(t.app, t.ada);
    const [first, second] = await as.create<{ id: string }[]>([
      { type: 'todo', text: 'First' },
      { type: 'todo', text: 'Second' },
    ]);
    await setStats(t.ada, { gp: 100, hp: 30 });
    await setItems(t.ada, {
      eggs: { Wolf: 2 },
      hatchingPotions: { Base: 2 },
      pets: { 'Fox-Base': 5 },
      food: { Meat: 3 },
    });
    const actions: [Method, string, object?][] = [
      ['PUT', `/tasks/${first!.id}`, { text: 'First, renamed' }],
      ['POST', `/tasks/${second!.id}/move/to/0`],
      ['POST', '/user/buy/potion'],
      ['POST', '/user/hatch/Wolf/Base'],
      ['POST', '/user/feed/Fox-Base/Meat'],
      ['POST', '/user/equip/pet/Wolf-Base'],
    ];
    for (const [method, url, body] of actions) {
      const key = newKey();
      const applied = await send(t.ada, method, url, key, body);
      expect(applied.statusCode, `${url} ${applied.body}`).toBe(200);
      const after = await player(t.ada);
      const repeated = await send(t.ada, method, url, key, body);
      expect(repeated.headers['idempotent-replayed'], url).toBe('true');
      expect(repeated.body, url).toBe(applied.body);
      expect(await player(t.ada), url).toEqual(after);
    }
  });

  it('keeps no key for a refused change: the retry runs again', async () => {
    const key = newKey();
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await send(t.ada, 'POST', `/tasks/${missing}/score/up`, key);
    expect(refused.statusCode).toBe(404);
    const again = await send(t.ada, 'POST', `/tasks/${missing}/score/up`, key);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never applies twice a change whose answer was lost: 409, then 409 answer lost', async () => {
    const habit = await habitOf(t.ada);
    const key = newKey();
    expect((await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key)).statusCode).toBe(200);
    // As if the process had stopped between the change's commit and storing its answer.
    await t.test.db.query(
      'UPDATE idempotency_keys SET status = NULL, headers = NULL, body = NULL WHERE user_id = $1 AND key = $2',
      [t.ada.id, key],
    );
    const before = await player(t.ada);
    const soon = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(soon.statusCode).toBe(409);
    expect(soon.json()).toMatchObject({ error: 'Conflict', code: 'idempotency_key_in_progress' });
    clock.jump(ANSWER_LOST_AFTER_MS);
    const later = await send(t.ada, 'POST', `/tasks/${habit.id}/score/up`, key);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'idempotency_answer_lost' });
    expect(await player(t.ada)).toEqual(before);
  });

  it('refuses a key that is not a quoted string with 400', async () => {
    const habit = await habitOf(t.ada);
    for (const value of ['bare-token', '""', `"${'x'.repeat(256)}"`, '"tab\tinside"']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v4/tasks/${habit.id}/score/up`,
        headers: { ...t.ada.headers, 'idempotency-key': value },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_idempotency_key' });
    }
  });
});
