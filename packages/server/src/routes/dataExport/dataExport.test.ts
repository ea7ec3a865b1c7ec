// The data export and the account archive's round trip: what one Questlog exports, a fresh one
// imports, and the player finds the same account there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import type { App } from '../../app.ts';
import { importAccountWithToken } from '../../importAccount.ts';
import { ArchiveRefused } from '../../services/dataExport/accountArchive.ts';

describe.each(databasesUnderTest())('data export on $name', (database) => {
  let habit: Json;

  const t = useTestApp(database, { accounts: ['ada', 'bob'] });
  beforeAll(async () => {
    const tasks = taskCalls(t.app, t.ada);
    const tag = dataOf<Json>(await tasks.call('POST', '/tags', { name: 'Export, "quoted"' }));
    habit = await tasks.create({ type: 'habit', text: 'Stretch, then <breathe>', tags: [tag.id] });
    for (const direction of ['up', 'up', 'down']) {
      await tasks.call('POST', `/tasks/${habit.id}/score/${direction}`);
    }
    const todo = await tasks.create({ type: 'todo', text: 'Done already' });
    await tasks.call('POST', `/tasks/${todo.id}/score/up`);
    await tasks.create({ type: 'daily', text: 'Water the plants' });
    await tasks.create({ type: 'reward', text: 'Cake', value: 20 });
    await t.test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{eggs}', '{"Wolf": 2}'), gems = 40,
         profile = jsonb_set(profile, '{name}', '"Ada L."')
       WHERE id = $1`,
      [t.ada.id],
    );
    await t.test.db.query(
      `UPDATE users SET profile = jsonb_set(profile, '{name}', '"Bob"') WHERE id = $1`,
      [t.bob.id],
    );
    const send = (from: TestAccount, to: TestAccount, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/members/send-private-message',
        headers: from.headers,
        payload: { toUserId: to.id, message },
      });
    expect((await send(t.bob, t.ada, 'Hi <script>alert(1)</script>')).statusCode).toBe(200);
    expect((await send(t.ada, t.bob, 'Hello Bob')).statusCode).toBe(200);
  });

  const get = (url: string, who: TestAccount | null = t.ada) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

  it('gives the habit and daily history as CSV, one row per entry', async () => {
    const response = await get('/export/history.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="questlog-tasks-history.csv"',
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Task Name,Task ID,Task Type,Date,Value');
    // A habit's scores of one day make one history entry, so one row here.
    const habitRows = lines.filter((line) => line.includes(habit.id as string));
    expect(habitRows).toHaveLength(1);
    expect(habitRows[0]).toMatch(
      new RegExp(
        `^"Stretch, then <breathe>",${habit.id},habit,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,-?[\\d.]+$`,
      ),
    );
    expect(lines.some((line) => line.includes('Done already'))).toBe(false);
  });

  it('gives the user data as JSON: tasks by list and every private message by id', async () => {
    const response = await get('/export/userdata.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('questlog-user-data.json');
    const data = JSON.parse(response.body) as Json;
    expect(data).toMatchObject({ id: t.ada.id, profile: { name: 'Ada L.' }, balance: 10 });
    expect(data.tasks.habits.map((t: Json) => t.text)).toContain('Stretch, then <breathe>');
    expect(data.tasks.todos.map((t: Json) => t.text)).toContain('Done already');
    expect(data.tasks.rewards.map((t: Json) => t.text)).toContain('Cake');
    const messages = Object.values(data.inbox.messages as Record<string, Json>);
    expect(messages.map((m) => m.text).sort()).toEqual([
      'Hello Bob',
      'Hi <script>alert(1)</script>',
    ]);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain(t.ada.apiToken);
  });

  it('gives the same data as XML, text escaped', async () => {
    const response = await get('/export/userdata.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<user>')).toBe(true);
    expect(response.body).toContain('<text>Stretch, then &lt;breathe&gt;</text>');
    expect(response.body).toContain('<habits>');
    expect(response.body).toContain('<text>Hi &lt;script&gt;alert(1)&lt;/script&gt;</text>');
  });

  it('gives the inbox as an HTML page, newest first, escaped', async () => {
    const response = await get('/export/inbox.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('To <strong>Bob</strong>');
    expect(response.body).toContain('(1/2)');
    expect(response.body).toContain('From <strong>Bob</strong>');
    expect(response.body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>');
    expect(response.body.indexOf('Hello Bob')).toBeLessThan(response.body.indexOf('Hi &lt;'));
  });

  it('gives an avatar page for a member; no picture', async () => {
    const page = await get(`/export/avatar-${t.bob.id}.html`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1 class="avatar-name">Bob (@${t.bob.username})</h1>`);
    expectRefused(await get(`/export/avatar-${t.bob.id}.png`), 404, 'avatarPngNotAvailable');
    expectRefused(
      await get('/export/avatar-00000000-0000-4000-8000-000000000000.html'),
      404,
      'userNotFound',
    );
  });

  it('needs sign-in', async () => {
    for (const url of ['/export/history.csv', '/export/userdata.json', '/export/account.json']) {
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  describe('the account archive', () => {
    let fresh: TestDatabase;
    let other: App;

    beforeAll(async () => {
      fresh = await database.open();
      other = buildTestApp(fresh.db);
    });
    afterAll(async () => {
      await other.close();
      await fresh.drop();
    });

    it('imported into a fresh Questlog, reproduces the account', async () => {
      const response = await get('/export/account.json');
      expect(response.statusCode).toBe(200);
      const archive = JSON.parse(response.body) as Json;
      expect(JSON.stringify(archive.tables.credentials)).not.toContain('$argon2');

      const { userId, apiToken } = await importAccountWithToken(fresh.db, archive, new Date());
      expect(userId).toBe(t.ada.id);
      const there = { 'x-api-user': t.ada.id, 'x-api-key': apiToken };
      const read = async (target: App, headers: Record<string, string>, url: string) => {
        const answer = await target.inject({ method: 'GET', url: `/api/v4${url}`, headers });
        expect(answer.statusCode, answer.body).toBe(200);
        return dataOf<Json>(answer);
      };

      const before = await read(t.app, t.ada.headers, '/user');
      const after = await read(other, there, '/user');
      for (const part of [
        'stats',
        'items',
        'achievements',
        'preferences',
        'flags',
        'profile',
        'tags',
        'tasksOrder',
        'balance',
        'purchased',
        'history',
        'notifications',
      ]) {
        expect(after[part], part).toEqual(before[part]);
      }
      // The password stayed behind: the player sets a new one through the reset mail.
      expect(after.auth).toEqual({
        ...before.auth,
        local: { ...before.auth.local, has_password: false },
      });
      expect(after.items.eggs).toEqual({ Wolf: 2 });
      expect(after.balance).toBe(10);

      for (const list of ['', '?type=completedTodos']) {
        expect(await read(other, there, `/tasks/user${list}`)).toEqual(
          await read(t.app, t.ada.headers, `/tasks/user${list}`),
        );
      }
      const inboxThen = (await read(
        t.app,
        t.ada.headers,
        '/inbox/paged-messages',
      )) as unknown as Json[];
      const inboxNow = (await read(other, there, '/inbox/paged-messages')) as unknown as Json[];
      expect(inboxNow.map((m) => [m.id, m.text, m.sent, m.timestamp])).toEqual(
        inboxThen.map((m) => [m.id, m.text, m.sent, m.timestamp]),
      );
      // Bob stayed behind: his side of the conversation is no one here.
      expect(inboxNow.find((m) => !m.sent)).toMatchObject({ uuid: 'system' });

      // It scores on the other side as it did here.
      const habitThere = await other.inject({
        method: 'POST',
        url: `/api/v4/tasks/${habit.id}/score/up`,
        headers: there,
      });
      expect(habitThere.statusCode, habitThere.body).toBe(200);
    });

    it('refuses the same account twice, and an archive with another player’s rows', async () => {
      const archive = JSON.parse((await get('/export/account.json')).body) as Json;
      await expect(importAccountWithToken(fresh.db, archive, new Date())).rejects.toBeInstanceOf(
        ArchiveRefused,
      );
      const tampered = structuredClone(archive);
      tampered.userId = t.bob.id;
      tampered.tables.users[0].id = t.bob.id;
      await expect(importAccountWithToken(fresh.db, tampered, new Date())).rejects.toThrow(
        /belongs to someone else/,
      );
      await expect(
        importAccountWithToken(fresh.db, { format: 'other' }, new Date()),
      ).rejects.toThrow(ArchiveRefused);
      const [count] = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(count!.n).toBe(1);
    });
  });
});
