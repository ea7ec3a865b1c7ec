// Size limits of tasks (issue 13): text, notes and checklists per task, tasks per player. Each
// refusal is a 400 naming the limit, and nothing is written.
import {
  CHECKLIST_MAX_ITEMS,
  MAX_TASKS_PER_PLAYER,
  TASK_NOTES_MAX_LENGTH,
  TASK_TEXT_MAX_LENGTH,
} from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const checklist = (items: number, text = 'step') =>
  Array.from({ length: items }, (_, index) => ({ text: `${text} ${index}` }));

describe.each(databasesUnderTest())('task size limits on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada'] });

  it.each([
    ['text', { text: 'x'.repeat(TASK_TEXT_MAX_LENGTH + 1) }, 'text', `${TASK_TEXT_MAX_LENGTH}`],
    [
      'notes',
      { notes: 'x'.repeat(TASK_NOTES_MAX_LENGTH + 1) },
      'notes',
      `${TASK_NOTES_MAX_LENGTH}`,
    ],
    [
      'checklist items',
      { checklist: checklist(CHECKLIST_MAX_ITEMS + 1) },
      'checklist',
      `${CHECKLIST_MAX_ITEMS}`,
    ],
    [
      'a checklist item text',
      { checklist: [{ text: 'x'.repeat(TASK_TEXT_MAX_LENGTH + 1) }] },
      'checklist',
      `${TASK_TEXT_MAX_LENGTH}`,
    ],
  ])('refuses too long %s with 400', async (_case, fields, param, limit) => {
    const tasks = taskCalls(t.app, t.ada);
    const before = await tasks.list();

    const response = await tasks.call('POST', '/tasks/user', {
      type: 'daily',
      text: 'x',
      ...fields,
    });

    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; errors: { param: string; message: string }[] }>();
    expect(body.error).toBe('BadRequest');
    expect(body.errors).toEqual([
      expect.objectContaining({ param, message: expect.stringContaining(limit) }),
    ]);
    expect(await tasks.list()).toHaveLength(before.length);
  });

  it('accepts a task at every limit', async () => {
    const tasks = taskCalls(t.app, t.ada);
    const task = await tasks.create({
      type: 'daily',
      text: 'x'.repeat(TASK_TEXT_MAX_LENGTH),
      notes: 'y'.repeat(TASK_NOTES_MAX_LENGTH),
      checklist: checklist(CHECKLIST_MAX_ITEMS),
    });
    expect(task.checklist).toHaveLength(CHECKLIST_MAX_ITEMS);
  });

  it('refuses a new task past the most tasks a player keeps', async () => {
    const bea = await registerAccount(t.app);
    const tasks = taskCalls(t.app, bea);
    const kept = (await tasks.list()).length;
    // Fill up to one short of the limit directly: thousands of calls would only slow the test.
    await t.test.db.query(
      `INSERT INTO tasks (id, user_id, type, text, notes, tag_ids, value, priority, attribute,
         details, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'todo', 'filler ' || n, '', '{}', 0, 1, 'str', '{}', now(), now()
       FROM generate_series(1, $2::int) AS n`,
      [bea.id, MAX_TASKS_PER_PLAYER - kept - 1],
    );

    expect(
      (
        await tasks.call('POST', '/tasks/user', [
          { type: 'todo', text: 'a' },
          { type: 'todo', text: 'b' },
        ])
      ).statusCode,
    ).toBe(400);
    await tasks.create({ type: 'todo', text: 'the last one' });
    const refused = await tasks.call('POST', '/tasks/user', { type: 'todo', text: 'one too many' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'BadRequest',
      message: expect.stringContaining(String(MAX_TASKS_PER_PLAYER)),
    });
  });
});
