import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { recording } from '../../services/players/recordingDatabase.testKit.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databasesUnderTest())('tasks on $name', (database) => {
  let as: ReturnType<typeof taskCalls>;

  const t = useTestApp(database, { accounts: ['ada', 'bob'] });
  beforeAll(async () => {
    as = taskCalls(t.app, t.ada);
  });

  it("lists a new player's tasks by type in tasksOrder, with _id and id", async () => {
    const [tasks, user] = [await as.list(), await as.user()];
    expect(tasks.map((task) => task.type)).toEqual(['habit', 'habit', 'habit', 'todo', 'reward']);
    for (const task of tasks) expect(task._id).toBe(task.id);
    expect(tasks.filter((t) => t.type === 'habit').map((t) => t.id)).toEqual(
      user.tasksOrder.habits,
    );
    expect((await as.list('rewards')).map((t) => t.type)).toEqual(['reward']);
  });

  it('creates one task (201, object) on top of its list and bumps userV', async () => {
    const before = (await as.user())._v as number;
    const task = await as.create({ type: 'habit', text: 'Stretch', alias: 'stretch' });
    expect(task).toMatchObject({ type: 'habit', text: 'Stretch', value: 0, up: true, down: true });
    expect(task._id).toBe(task.id);
    const user = await as.user();
    expect(user.tasksOrder.habits[0]).toBe(task.id);
    expect(user._v).toBe(before + 1);
    expect(user.achievements.createdTask).toBe(true);
    expect((await as.call('GET', '/tasks/stretch')).json()).toMatchObject({
      data: { id: task.id },
    });
  });

  it('prices a reward created without a value at 10 gold, and keeps a value sent', async () => {
    const [unpriced, free] = await as.create<ApiTask[]>([
      { type: 'reward', text: 'Film night' },
      { type: 'reward', text: 'A walk', value: 0 },
    ]);
    expect(unpriced?.value).toBe(10);
    expect(free?.value).toBe(0);
  });

  it('creates an array of tasks (201, array) in the order sent', async () => {
    const tasks = await as.create<ApiTask[]>([
      { type: 'todo', text: 'First' },
      { type: 'todo', text: 'Second' },
    ]);
    expect(tasks.map((t) => t.text)).toEqual(['First', 'Second']);
    expect((await as.user()).tasksOrder.todos.slice(0, 2)).toEqual(tasks.map((t) => t.id));
  });

  it.each([
    ['no text', { type: 'todo' }, 'text'],
    ['a bad type', { type: 'chore', text: 'x' }, 'type'],
    ['a bad priority', { type: 'todo', text: 'x', priority: 7 }, 'priority'],
    ['a foreign tag', { type: 'todo', text: 'x', tags: [UNKNOWN] }, 'tags'],
    ['a used alias', { type: 'todo', text: 'x', alias: 'stretch' }, 'alias'],
  ])('refuses %s with 400 errors and writes nothing', async (_case, body, param) => {
    const before = await as.list();
    const response = await as.call('POST', '/tasks/user', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BadRequest', errors: [{ param }] });
    expect(await as.list()).toEqual(before);
  });

  it('creates none of an array when one task is bad, naming its index', async () => {
    const before = await as.list();
    const response = await as.call('POST', '/tasks/user', [
      { type: 'todo', text: 'Fine' },
      { type: 'todo' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ param: '1.text' }] });
    expect(await as.list()).toEqual(before);
  });

  it('updates a task, ignoring a history sent along', async () => {
    const habit = await as.create({ type: 'habit', text: 'Old' });
    const response = await as.call('PUT', `/tasks/${habit.id}`, {
      text: 'New',
      priority: 2,
      history: [{ date: 1, value: 5, scoredUp: 1, scoredDown: 0 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { text: 'New', priority: 2, history: [] } });
  });

  it('refuses a bad update with 400 and keeps the task', async () => {
    const todo = await as.create({ type: 'todo', text: 'Keep me' });
    const response = await as.call('PUT', `/tasks/${todo.id}`, { text: '', notes: 'x' });
    expect(response.statusCode).toBe(400);
    expect((await as.call('GET', `/tasks/${todo.id}`)).json()).toMatchObject({
      data: { text: 'Keep me', notes: '' },
    });
  });

  it.each([
    [0, 0],
    [2, 2],
    [-1, Infinity],
  ])('moves a habit to %i (index %s) and answers the new order', async (position, index) => {
    const habits = (await as.user()).tasksOrder.habits as string[];
    const moving = habits.at(-1)!;
    const response = await as.call('POST', `/tasks/${moving}/move/to/${position}`);
    expect(response.statusCode).toBe(200);
    const expected = habits.filter((id) => id !== moving);
    expected.splice(Math.min(index, expected.length), 0, moving);
    expect(response.json()).toMatchObject({ data: expected });
    expect((await as.user()).tasksOrder.habits).toEqual(expected);
  });

  it('deletes a task and takes it out of tasksOrder', async () => {
    const todo = await as.create({ type: 'todo', text: 'Gone soon' });
    const response = await as.call('DELETE', `/tasks/${todo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: {} });
    expect((await as.call('GET', `/tasks/${todo.id}`)).statusCode).toBe(404);
    expect((await as.user()).tasksOrder.todos).not.toContain(todo.id);
  });

  it('keeps cleared completed to-dos for the history listing', async () => {
    const todo = await as.create({ type: 'todo', text: 'Done already' });
    await t.test.db.query(
      `UPDATE tasks SET details = details || '{"completed": true, "dateCompleted": "2026-06-01T12:00:00.000Z"}'
       WHERE id = $1`,
      [todo.id],
    );
    expect((await as.list()).map((t) => t.id)).not.toContain(todo.id);
    expect((await as.list('completedTodos')).map((t) => t.id)).toContain(todo.id);

    expect((await as.call('POST', '/tasks/clearCompletedTodos')).statusCode).toBe(200);

    expect(await as.list('completedTodos')).toEqual([]);
    expect((await as.list('_allCompletedTodos')).map((t) => t.id)).toContain(todo.id);
    expect((await as.call('GET', `/tasks/${todo.id}`)).statusCode).toBe(200);
  });

  it('tags and untags a task with its own tags only', async () => {
    const todo = await as.create({ type: 'todo', text: 'Tag me' });
    const tagId = (await as.user()).tags[0].id as string;
    const tagged = await as.call('POST', `/tasks/${todo.id}/tags/${tagId}`);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toMatchObject({ data: { tags: [tagId] } });
    expect((await as.call('POST', `/tasks/${todo.id}/tags/${tagId}`)).statusCode).toBe(400);
    const bobsTag = (await taskCalls(t.app, t.bob).user()).tags[0].id as string;
    expect((await as.call('POST', `/tasks/${todo.id}/tags/${bobsTag}`)).statusCode).toBe(400);
    const untagged = await as.call('DELETE', `/tasks/${todo.id}/tags/${tagId}`);
    expect(untagged.json()).toMatchObject({ data: { tags: [] } });
    expect((await as.call('DELETE', `/tasks/${todo.id}/tags/${tagId}`)).statusCode).toBe(404);
  });

  it('answers 404 taskNotFound for an unknown id or alias', async () => {
    for (const id of [UNKNOWN, 'no-such-alias']) {
      const response = await as.call('GET', `/tasks/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NotFound', message: 'Task not found.' });
    }
  });

  it("keeps another player's tasks out of reach on every route: 404 and nothing changed", async () => {
    const bobs = taskCalls(t.app, t.bob);
    const bobsTask = await bobs.create({ type: 'todo', text: "Bob's", alias: 'bobs' });
    const before = { tasks: await bobs.list(), user: await bobs.user() };
    const id = bobsTask.id as string;
    const attempts = [
      as.call('GET', `/tasks/${id}`),
      as.call('GET', '/tasks/bobs'),
      as.call('PUT', `/tasks/${id}`, { text: 'Mine' }),
      as.call('DELETE', `/tasks/${id}`),
      as.call('POST', `/tasks/${id}/move/to/0`),
      as.call('POST', `/tasks/${id}/tags/${before.user.tags[0].id}`),
      as.call('DELETE', `/tasks/${id}/tags/${before.user.tags[0].id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Task not found.' });
    }
    expect(await bobs.list()).toEqual(before.tasks);
    expect((await bobs.user())._v).toBe(before.user._v);
  });

  it("reads the player's own task once more at most: one look for a board or challenge task", async () => {
    const todo = await as.create({ type: 'todo', text: 'Read one chapter' });
    const recorded = recording(t.test.db);
    const recordingApp = buildTestApp(recorded);
    try {
      const calls = taskCalls(recordingApp, t.ada);
      for (const [method, body] of [
        ['GET'],
        ['PUT', { text: 'Read two chapters' }],
        ['DELETE'],
      ] as const) {
        recorded.statements.length = 0;
        const response = await calls.call(method, `/tasks/${todo.id}`, body);
        expect(response.statusCode, response.body).toBe(200);
        const lookups = recorded.statements.filter((sql) =>
          /FROM tasks\b[^]*user_id IS NULL/.test(sql),
        );
        expect(lookups, method).toHaveLength(1);
      }
    } finally {
      await recordingApp.close();
    }
  });
});
