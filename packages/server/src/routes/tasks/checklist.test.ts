import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('checklists on $name', (database) => {
  let as: ReturnType<typeof taskCalls>;
  let todo: ApiTask;

  const t = useTestApp(database, { accounts: ['ada', 'bob'] });
  beforeAll(async () => {
    as = taskCalls(t.app, t.ada);
    todo = await as.create({ type: 'todo', text: 'Pack', checklist: [{ text: 'Socks' }] });
  });

  const itemsOf = async () =>
    (await as.call('GET', `/tasks/${todo.id}`)).json<{ data: ApiTask }>().data
      .checklist as ApiTask[];

  it('adds, renames, ticks, unticks and removes an item, answering the task', async () => {
    const added = await as.call('POST', `/tasks/${todo.id}/checklist`, { text: 'Toothbrush' });
    expect(added.statusCode, added.body).toBe(200);
    const items = added.json<{ data: ApiTask }>().data.checklist as ApiTask[];
    expect(items.map((item) => [item.text, item.completed])).toEqual([
      ['Socks', false],
      ['Toothbrush', false],
    ]);
    const id = items[1]!.id as string;

    await as.call('PUT', `/tasks/${todo.id}/checklist/${id}`, { text: 'Brush' });
    const ticked = await as.call('POST', `/tasks/${todo.id}/checklist/${id}/score`);
    expect(ticked.json()).toMatchObject({ data: { id: todo.id } });
    expect((await itemsOf())[1]).toEqual({ id, text: 'Brush', completed: true });
    await as.call('POST', `/tasks/${todo.id}/checklist/${id}/score`);
    expect((await itemsOf())[1]!.completed).toBe(false);

    const removed = await as.call('DELETE', `/tasks/${todo.id}/checklist/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await itemsOf()).map((item) => item.text)).toEqual(['Socks']);
  });

  it('refuses an empty item with 400 and a habit with 400, changing nothing', async () => {
    const before = await itemsOf();
    const empty = await as.call('POST', `/tasks/${todo.id}/checklist`, { text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ param: 'text' }] });
    const habit = (await as.list('habits'))[0]!;
    const onHabit = await as.call('POST', `/tasks/${habit.id}/checklist`, { text: 'x' });
    expect(onHabit.statusCode).toBe(400);
    expect(await itemsOf()).toEqual(before);
  });

  it('answers 404 checklistItemNotFound for an unknown item', async () => {
    const response = await as.call('POST', `/tasks/${todo.id}/checklist/nope/score`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Checklist item not found.' });
  });

  it("keeps another player's checklist out of reach: 404 and nothing changed", async () => {
    const itemId = (await itemsOf())[0]!.id as string;
    const intruder = taskCalls(t.app, t.bob);
    const before = await itemsOf();
    const attempts = await Promise.all([
      intruder.call('POST', `/tasks/${todo.id}/checklist`, { text: 'Mine' }),
      intruder.call('PUT', `/tasks/${todo.id}/checklist/${itemId}`, { text: 'Mine' }),
      intruder.call('DELETE', `/tasks/${todo.id}/checklist/${itemId}`),
      intruder.call('POST', `/tasks/${todo.id}/checklist/${itemId}/score`),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Task not found.' });
    }
    expect(await itemsOf()).toEqual(before);
  });
});
