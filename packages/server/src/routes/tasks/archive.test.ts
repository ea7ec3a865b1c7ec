// Archived to-dos (docs/records.md): cleared or past their keeping time, they leave the lists and
// are kept, never deleted; GET /tasks/archive searches them a page at a time and
// POST /tasks/:taskId/unarchive puts one back in the Completed list.
import { beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const DAY = 86_400_000;
type Page = { tasks: ApiTask[]; page: number; pageSize: number; total: number };

describe.each(databasesUnderTest())('the to-do archive on $name', (database) => {
  let player: TestAccount;
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.99), accounts: ['other'] });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });
  const calls = () => taskCalls(t.app, player);
  const archive = async (query = '') => {
    const response = await calls().call('GET', `/tasks/archive${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Page }>().data;
  };
  const complete = async (texts: string[], notes = '') => {
    const created = await calls().create<ApiTask[]>(
      texts.map((text) => ({ type: 'todo', text, notes })),
    );
    for (const todo of created) {
      expect((await calls().call('POST', `/tasks/${todo.id}/score/up`)).statusCode).toBe(200);
    }
    return created;
  };

  it('cleared to-dos are archived: out of the lists, searchable by text or notes', async () => {
    const [, tiles] = await complete(['File taxes', 'Clean 50%_tiles']);
    await complete(['Call mum'], 'about TAXES');
    expect((await archive()).total).toBe(0);
    expect((await calls().call('POST', '/tasks/clearCompletedTodos')).statusCode).toBe(200);
    expect(await calls().list('completedTodos')).toEqual([]);
    const all = await archive();
    expect(all).toMatchObject({ page: 0, pageSize: 50, total: 3 });
    expect(all.tasks.every((task) => task.completed === true && task.type === 'todo')).toBe(true);
    const found = await archive('?search=taxes');
    expect(found.tasks.map((task) => task.text).sort()).toEqual(['Call mum', 'File taxes']);
    // Wildcards match themselves.
    expect((await archive(`?search=${encodeURIComponent('50%_')}`)).tasks).toMatchObject([
      { id: tiles!.id },
    ]);
    expect((await archive('?search=%25')).tasks.map((task) => task.id)).toEqual([tiles!.id]);
    expect((await archive('?search=nothing-like-it')).total).toBe(0);
  });

  it('pages 50 at a time, newest completed first', async () => {
    const many = Array.from({ length: 52 }, (_, index) => ({
      type: 'todo',
      text: `Chore ${index}`,
    }));
    const created = await calls().create<ApiTask[]>(many);
    const scores = created.map((todo) => ({ id: todo.id, direction: 'up' }));
    expect((await calls().call('POST', '/tasks/bulk-score', scores)).statusCode).toBe(200);
    // Completed a minute apart, in the order created.
    await t.test.db.query(
      `UPDATE tasks SET details = jsonb_set(details, '{dateCompleted}',
         to_jsonb(to_char(now() + (x.n * interval '1 minute'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
       FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, n) WHERE tasks.id = x.id`,
      [created.map((todo) => todo.id)],
    );
    await calls().call('POST', '/tasks/clearCompletedTodos');
    const first = await archive();
    expect(first.tasks).toHaveLength(50);
    expect(first.tasks[0]!.text).toBe('Chore 51');
    const second = await archive('?page=1');
    expect(second).toMatchObject({ page: 1, total: 52 });
    expect(second.tasks.map((task) => task.text)).toEqual(['Chore 1', 'Chore 0']);
    expect((await archive('?page=9')).tasks).toEqual([]);
  });

  it('restores a to-do to the Completed list, for its keeping time from then', async () => {
    const [old] = await complete(['Old chore']);
    clock.jump(31 * DAY);
    expect((await calls().call('POST', '/cron')).statusCode).toBe(200);
    // Past its keeping time: archived by the day boundary, not deleted.
    const archived = await archive();
    expect(archived.tasks.map((task) => task.id)).toEqual([old!.id]);
    const before = (await calls().user())._v as number;
    const restored = await calls().call('POST', `/tasks/${old!.id}/unarchive`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: ApiTask; userV: number }>()).toMatchObject({
      data: { id: old!.id, completed: true },
      userV: before + 1,
    });
    expect((await calls().list('completedTodos')).map((task) => task.id)).toEqual([old!.id]);
    expect((await archive()).total).toBe(0);
    // The next day boundary keeps it: restored today, it has 30 days from now.
    clock.jump(DAY);
    expect((await calls().call('POST', '/cron')).statusCode).toBe(200);
    expect((await calls().list('completedTodos')).map((task) => task.id)).toEqual([old!.id]);
    // Restoring one not archived answers it as it is.
    const again = await calls().call('POST', `/tasks/${old!.id}/unarchive`);
    expect(again.json<{ data: ApiTask }>().data).toMatchObject({ id: old!.id, completed: true });
  });

  it('refuses another player’s to-do, a bad page and a long search; nothing deleted', async () => {
    const [mine] = await complete(['Mine']);
    await calls().call('POST', '/tasks/clearCompletedTodos');
    const theirs = await taskCalls(t.app, t.other).call('POST', `/tasks/${mine!.id}/unarchive`);
    expect(theirs.statusCode).toBe(404);
    expect((await taskCalls(t.app, t.other).call('GET', '/tasks/archive')).json()).toMatchObject({
      data: { total: 0 },
    });
    expect((await calls().call('GET', '/tasks/archive?page=-1')).statusCode).toBe(400);
    expect((await calls().call('GET', '/tasks/archive?page=x')).statusCode).toBe(400);
    const long = 'a'.repeat(201);
    expect((await calls().call('GET', `/tasks/archive?search=${long}`)).statusCode).toBe(400);
    const rows = await t.test.db.query('SELECT archived FROM tasks WHERE id = $1', [mine!.id]);
    expect(rows).toEqual([{ archived: true }]);
  });
});
