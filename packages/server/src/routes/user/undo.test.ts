// POST /user/undo/:changeId: a score, a checklist item, a purchase and a deletion come back
// exactly; an undo that comes after another change, too late, twice, or for another player's
// change is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { callAs, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';
import { UNDO_WINDOW_MS } from '../../services/undo/changeUndoer.ts';

type Answer = { data: ApiTask; changeId?: string; userV: number; error?: string; message?: string };

describe.each(databasesUnderTest())('undo on $name', (database) => {
  const clock = createFixedClock(new Date('2026-03-10T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.99), accounts: ['ada', 'bob'] });
  const { setStats, setBalance } = playerState(t);

  /** The player and every task of theirs, as the API shows them, without the version. */
  const stateOf = async (account: TestAccount) => {
    const as = taskCalls(t.app, account);
    const { _v, ...user } = await as.user();
    const tasks = [...(await as.list()), ...(await as.list('_allCompletedTodos'))];
    return { user, tasks };
  };
  const undo = (account: TestAccount, changeId: string | undefined) =>
    callAs(t.app, account)('POST', `/user/undo/${changeId}`);

  it('takes back a level-up score: stats, the task, its history and the notifications', async () => {
    const as = taskCalls(t.app, t.ada);
    const habit = await as.create({ type: 'habit', text: 'Stretch' });
    await setStats(t.ada, { lvl: 1, exp: 24.99, hp: 10 });
    const before = await stateOf(t.ada);
    const scored = (await as.call('POST', `/tasks/${habit.id}/score/up`)).json<Answer>();
    expect(scored.data).toMatchObject({ lvl: 2, _tmp: { leveledUp: { from: 1, to: 2 } } });
    expect(scored.changeId).toMatch(/^[0-9a-f-]{36}$/);

    const response = await undo(t.ada, scored.changeId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.userV).toBe(scored.userV + 1);
    expect(answer.data.kind).toBe('score');
    expect(answer.data.tasks).toMatchObject([{ id: habit.id, value: 0, counterUp: 0 }]);
    expect(await stateOf(t.ada)).toEqual(before);
  });

  it('takes back a checked checklist item, a bought sword, an egg bought with gems and a deleted to-do', async () => {
    const as = taskCalls(t.app, t.ada);
    const todo = await as.create({ type: 'todo', text: 'Pack', checklist: [{ text: 'Socks' }] });
    await setStats(t.ada, { gp: 100 });
    await setBalance(t.ada, 5);
    const itemId = todo.checklist[0].id as string;
    for (const [method, path] of [
      ['POST', `/tasks/${todo.id}/checklist/${itemId}/score`],
      ['POST', '/user/buy-gear/weapon_warrior_1'],
      ['POST', '/user/purchase/eggs/Wolf'],
      ['DELETE', `/tasks/${todo.id}`],
    ] as const) {
      const before = await stateOf(t.ada);
      const done = await as.call(method, path);
      expect(done.statusCode, done.body).toBe(200);
      expect(await stateOf(t.ada)).not.toEqual(before);
      const response = await undo(t.ada, done.json<Answer>().changeId);
      expect(response.statusCode, response.body).toBe(200);
      expect(await stateOf(t.ada)).toEqual(before);
    }
    // The gem ledger only grows: the egg's entry is answered by an opposite one, which leaves
    // the balance where it was.
    const entries = await t.test.db.query<{ amount: number; current_amount: number }>(
      `SELECT amount, current_amount FROM gem_transactions
       WHERE user_id = $1 AND currency = 'gems' ORDER BY id DESC LIMIT 2`,
      [t.ada.id],
    );
    expect(entries).toEqual([
      { amount: 3, current_amount: 20 },
      { amount: -3, current_amount: 17 },
    ]);
  });

  it('refuses an undo after another change, too late, twice, or of another player: 409/404, nothing changes', async () => {
    const as = taskCalls(t.app, t.ada);
    const habit = await as.create({ type: 'habit', text: 'Walk' });
    const score = async () =>
      (await as.call('POST', `/tasks/${habit.id}/score/up`)).json<Answer>().changeId;

    const overtaken = await score();
    await score();
    const afterBoth = await stateOf(t.ada);
    const changedSince = await undo(t.ada, overtaken);
    expect(changedSince.statusCode).toBe(409);
    expect(changedSince.json<Answer>()).toMatchObject({
      error: 'Conflict',
      message: 'This can no longer be undone: something else changed since.',
    });
    expect(await stateOf(t.ada)).toEqual(afterBoth);

    const late = await score();
    clock.jump(UNDO_WINDOW_MS + 1);
    const tooLate = await undo(t.ada, late);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json<Answer>().message).toBe(
      'This can no longer be undone: it was more than 60 seconds ago.',
    );

    const once = await score();
    expect((await undo(t.ada, once)).statusCode).toBe(200);
    const twice = await undo(t.ada, once);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Answer>().message).toBe('This was undone already.');

    const adas = await score();
    const byBob = await undo(t.bob, adas);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json<Answer>().message).toBe('There is no such change of yours to undo.');
    expect((await undo(t.ada, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('answers no changeId for a change that cannot be undone: editing a task, scoring a challenge task', async () => {
    const as = taskCalls(t.app, t.ada);
    const habit = await as.create({ type: 'habit', text: 'Read' });
    const edited = await as.call('PUT', `/tasks/${habit.id}`, { text: 'Read more' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Answer>()).not.toHaveProperty('changeId');

    // A challenge's own task is every member's: a member's score moves it too, so no undo.
    const partyId = await formParty(t.test.db, [t.bob]);
    const challenge = await groupCalls(t.app, t.bob).ok('POST', '/challenges', {
      group: partyId,
      name: 'Stretch every day',
      shortName: 'stretch',
    });
    await groupCalls(t.app, t.bob).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'habit',
      text: 'Stretch',
    });
    const copies = await taskCalls(t.app, t.bob).list('habits');
    const copy = copies.find((task) => task.challenge?.id === challenge.id)!;
    const scored = await callAs(t.app, t.bob)('POST', `/tasks/${copy.id}/score/up`);
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json<Answer>()).not.toHaveProperty('changeId');
  });
});
