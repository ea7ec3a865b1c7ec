// Questlog's own export and the import of it, of the original's userdata.json and of Loop Habit
// Tracker's CSV: what each brings, a round trip that changes nothing but ids, and refusals that
// change nothing at all.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  dataOf,
  registerAccount,
  type TestAccount,
} from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import type { Json } from '../../../test/helpers/groupCalls.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const fixtures = new URL('../../../test/fixtures/import/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures));
const habiticaFile = fixture('habitica-userdata.json').toString('utf8');
const loopHabits = fixture('loop/Habits.csv').toString('utf8');
const loopCheckmarks = fixture('loop/Checkmarks.csv').toString('utf8');
const loopZip = fixture('loop/Loop Habits CSV 2024-11-07.zip').toString('base64');

describe.each(databasesUnderTest())('export and import on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada', 'bob'] });
  let archivedTodoId: string;

  beforeAll(async () => {
    const tasks = taskCalls(t.app, t.ada);
    const tag = dataOf<Json>(await tasks.call('POST', '/tags', { name: 'Garden' }));
    const habit = await tasks.create({ type: 'habit', text: 'Weed a bed', tags: [tag.id] });
    for (const direction of ['up', 'up', 'down']) {
      await tasks.call('POST', `/tasks/${habit.id}/score/${direction}`);
    }
    await tasks.create({
      type: 'daily',
      text: 'Water the seedlings',
      checklist: [{ text: 'Tomatoes' }, { text: 'Basil' }],
    });
    const todo = await tasks.create({ type: 'todo', text: 'Order seeds' });
    await tasks.call('POST', `/tasks/${todo.id}/score/up`);
    expect((await tasks.call('POST', '/tasks/clearCompletedTodos')).statusCode).toBe(200);
    archivedTodoId = todo.id as string;
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/v4/members/send-private-message',
      headers: t.bob.headers,
      payload: { toUserId: t.ada.id, message: 'Swap seeds?' },
    });
    expect(message.statusCode, message.body).toBe(200);
    const party = await tasks.call('POST', '/groups', { type: 'party', name: 'Allotment' });
    const partyId = dataOf<Json>(party).id as string;
    const posted = await tasks.call('POST', `/groups/${partyId}/chat`, { message: 'Rain today' });
    expect(posted.statusCode, posted.body).toBe(200);
  });

  const exportOf = async (who: TestAccount): Promise<Json> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v4/export/questlog.json',
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as Json;
  };
  const importAs = (who: TestAccount, body: object) =>
    callAs(t.app, who)('POST', '/user/import', body);

  it('exports everything the player owns, archived to-dos and received messages included', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v4/export/questlog.json',
      headers: t.ada.headers,
    });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="questlog-export.json"',
    );
    const exported = JSON.parse(response.body) as Json;
    expect(exported).toMatchObject({ format: 'questlog', version: 1, player: { id: t.ada.id } });
    expect(exported.player.username).toBe(t.ada.username);
    expect(exported.tags.map((tag: Json) => tag.name)).toContain('Garden');
    const archived = exported.tasks.find((task: Json) => task.id === archivedTodoId);
    expect(archived).toMatchObject({ text: 'Order seeds', completed: true, archived: true });
    const habit = exported.tasks.find((task: Json) => task.text === 'Weed a bed');
    // Two ups and a down: three records of the habit, in order.
    const kinds = exported.records
      .filter((record: Json) => record.taskId === habit.id)
      .map((record: Json) => record.kind);
    expect(kinds).toEqual(['up', 'up', 'down']);
    expect(exported.privateMessages).toEqual([
      expect.objectContaining({ otherId: t.bob.id, isSent: false, text: 'Swap seeds?' }),
    ]);
    expect(exported.chatMessages).toEqual([
      expect.objectContaining({ groupName: 'Allotment', groupType: 'party', text: 'Rain today' }),
    ]);
    // Bob's export holds his copy, none of Ada's tasks.
    const bobs = await exportOf(t.bob);
    expect(bobs.tasks.some((task: Json) => task.text === 'Weed a bed')).toBe(false);
    expect(bobs.privateMessages[0]).toMatchObject({ otherId: t.ada.id, isSent: true });
  });

  it('answers a visitor 401 and changes no one', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/v4/export/questlog.json' });
    expect(exported.statusCode).toBe(401);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/import',
      payload: { files: [{ name: 'u.json', data: habiticaFile }] },
    });
    expect(imported.statusCode).toBe(401);
  });

  it('round-trips into a new account with nothing changed but ids and the account', async () => {
    const before = await exportOf(t.ada);
    const carol = await registerAccount(t.app);
    const response = await importAs(carol, {
      files: [{ name: 'questlog-export.json', data: JSON.stringify(before) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Json>(response)).toMatchObject({
      kind: 'questlog',
      imported: {
        tasks: before.tasks.length,
        tags: before.tags.length,
        records: before.records.length,
        messages: 1,
      },
    });
    const after = await exportOf(carol);
    expect(comparable(after)).toEqual(comparable(before));
  });

  it('restores into the same account: no doubled challenge tasks, no lifted moderation', async () => {
    const gus = await registerAccount(t.app);
    const challengeTask = '5a5a5a5a-0000-4000-8000-000000000001';
    await t.test.db.query(
      `INSERT INTO tasks (user_id, type, text, details) VALUES ($1, 'habit', 'Plank', $2)`,
      [
        gus.id,
        { challenge: { id: '5a5a5a5a-0000-4000-8000-000000000002', taskId: challengeTask } },
      ],
    );
    const file = await exportOf(gus);
    // Muted by the moderators after the export: restoring the older file does not lift it.
    await t.test.db.query(
      `UPDATE users SET flags = flags || '{"chatRevoked": true}' WHERE id = $1`,
      [gus.id],
    );
    file.player.flags.chatRevoked = false;
    const response = await importAs(gus, {
      files: [{ name: 'q.json', data: JSON.stringify(file) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Json>(response).skipped).toContainEqual({
      what: '1 challenge or team tasks',
      reason: 'you still hold them here, linked to their challenge or team',
    });
    const after = await exportOf(gus);
    expect(after.tasks.filter((task: Json) => task.text === 'Plank')).toEqual([
      expect.objectContaining({ challenge: { id: expect.any(String), taskId: challengeTask } }),
    ]);
    expect(after.tasks).toHaveLength(file.tasks.length);
    expect(after.player.flags.chatRevoked).toBe(true);
  });

  it("imports the original's userdata.json: tags, tasks with checklists and history, items", async () => {
    const dan = await registerAccount(t.app);
    const response = await importAs(dan, {
      files: [{ name: 'habitica-user-data.json', data: habiticaFile }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = dataOf<Json>(response);
    expect(answer).toMatchObject({ kind: 'habitica', imported: { tasks: 5, tags: 2, records: 6 } });
    const skipped = answer.skipped.map((entry: Json) => entry.what).join(' | ');
    expect(skipped).toContain('pets.Dragon-Rainbowish');
    expect(skipped).toContain('mounts.Griffin-Sparkle');
    expect(skipped).toContain('food.Candy_Nowhere');
    expect(skipped).toContain('the links of 1 challenge or team tasks');
    expect(skipped).toContain('stats');

    const exported = await exportOf(dan);
    const byText = (text: string) => exported.tasks.find((task: Json) => task.text === text);
    const tagIds = Object.fromEntries(exported.tags.map((tag: Json) => [tag.name, tag.id]));
    expect(byText('Drink a glass of water')).toMatchObject({
      type: 'habit',
      value: 2.5,
      notes: 'Before coffee',
      attribute: 'con',
      tags: [tagIds.Health],
      history: [
        { date: 1731405600000, value: 1, scoredUp: 1, scoredDown: 0 },
        { date: 1731492000000, value: 1.97, scoredUp: 1, scoredDown: 0 },
        { date: 1731578400000, value: 2.5, scoredUp: 2, scoredDown: 1 },
      ],
      createdAt: '2024-11-01T08:00:00.000Z',
    });
    const stretch = byText('Stretch');
    expect(stretch).toMatchObject({
      streak: 3,
      priority: 1.5,
      value: -1.5,
      challenge: {},
      tags: [tagIds.Morning, tagIds.Health],
      checklist: [
        { text: 'Neck', completed: true },
        { text: 'Back', completed: false },
      ],
    });
    const stretchKinds = exported.records
      .filter((record: Json) => record.taskId === stretch.id)
      .map((record: Json) => record.kind);
    expect(stretchKinds).toEqual(['completed', 'missed', 'notDue']);
    expect(byText('Renew the passport')).toMatchObject({
      completed: true,
      dateCompleted: '2024-11-12T16:30:00.000Z',
    });
    expect(byText('An episode of a series')).toMatchObject({ type: 'reward', value: 15 });
    const { items } = exported.player;
    expect(items.pets).toMatchObject({ 'Wolf-Base': 5, 'Wolf-White': 20 });
    expect(items.pets['Dragon-Rainbowish']).toBeUndefined();
    expect(items.mounts['Wolf-Desert']).toBe(true);
    expect(items.eggs).toMatchObject({ Wolf: 2, TigerCub: 1 });
    expect(items.gear.owned).toMatchObject({ weapon_warrior_1: true, armor_warrior_1: true });
    expect(items.gear.owned.head_warrior_1).toBeUndefined();
    expect(items.gear.equipped).toMatchObject({
      weapon: 'weapon_warrior_1',
      armor: 'armor_warrior_1',
    });
    // Level, gold and the rest of the game state are not taken from the file.
    expect(exported.player.stats.lvl).toBe(1);
  });

  it('takes a gzipped file (how the screen sends a large export)', async () => {
    const hal = await registerAccount(t.app);
    const packed = gzipSync(habiticaFile).toString('base64');
    const response = await importAs(hal, {
      files: [{ name: 'habitica-user-data.json.gz', data: packed, encoding: 'base64' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Json>(response)).toMatchObject({ kind: 'habitica', imported: { tasks: 5 } });
  });

  it("imports Loop's zip: each habit with the days it was done, as history and records", async () => {
    const erin = await registerAccount(t.app);
    const before = (await exportOf(erin)).tasks.length;
    const response = await importAs(erin, {
      files: [{ name: 'Loop Habits CSV 2024-11-07.zip', data: loopZip, encoding: 'base64' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Json>(response)).toMatchObject({
      kind: 'loop',
      imported: { tasks: 3, records: 8 },
    });
    const exported = await exportOf(erin);
    expect(exported.tasks).toHaveLength(before + 3);
    const meditate = exported.tasks.find((task: Json) => task.text === 'Meditate');
    expect(meditate).toMatchObject({
      type: 'habit',
      up: true,
      down: false,
      notes: 'Did you meditate today?\n\nTen minutes, eyes closed',
      createdAt: '2024-11-04T12:00:00.000Z',
    });
    // Loop's 2 is a day done; 1 (done by frequency), 0, -1 and -3 are not.
    const daysOf = (task: Json) =>
      exported.records
        .filter((record: Json) => record.taskId === task.id)
        .map((record: Json) => record.day);
    expect(daysOf(meditate)).toEqual(['2024-11-04', '2024-11-06', '2024-11-07']);
    const run = exported.tasks.find((task: Json) => task.text === 'Run');
    expect(daysOf(run)).toEqual(['2024-11-03', '2024-11-05']);
    // Three ups from 0 by the game's step: 0 → 1 → 1.9747 → 2.9240…
    expect(meditate.value).toBeCloseTo(1 + 0.9747 + 0.9747 ** 1.9747, 4);
    expect(meditate.history.map((entry: Json) => entry.scoredUp)).toEqual([1, 1, 1]);
  });

  it("takes Loop's two CSV files without the zip", async () => {
    const fay = await registerAccount(t.app);
    const response = await importAs(fay, {
      files: [
        { name: 'Habits.csv', data: loopHabits },
        { name: 'Checkmarks.csv', data: loopCheckmarks },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Json>(response)).toMatchObject({
      kind: 'loop',
      imported: { tasks: 3, records: 8 },
    });
  });

  describe('refusals change nothing', () => {
    let snapshot: Json;
    beforeAll(async () => {
      snapshot = comparable(await exportOf(t.bob));
    });
    afterAll(async () => {
      expect(comparable(await exportOf(t.bob))).toEqual(snapshot);
    });

    const refused = async (body: object, status = 400) => {
      const response = await importAs(t.bob, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(comparable(await exportOf(t.bob))).toEqual(snapshot);
      return response.json<Json>();
    };

    it('a 10 MB file, naming the limit', async () => {
      const tenMegabytes = 'x'.repeat(10 * 1024 * 1024);
      const body = await refused({ files: [{ name: 'big.json', data: tenMegabytes }] });
      expect(body).toMatchObject({
        error: 'BadRequest',
        message: 'The file is 10.0 MB; an import takes at most 5 MB.',
      });
      // Past what a request may carry at all, the body's size is named.
      const huge = await refused({ files: [{ name: 'huge.json', data: tenMegabytes.repeat(2) }] });
      expect(huge.message).toMatch(/^The file is 20\.0 MB; an import takes at most 5 MB\.$/);
    });

    it('a file of no kind we know, and a kind that does not match', async () => {
      const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString(
        'base64',
      );
      const unknown = await refused({
        files: [{ name: 'cat.png', data: picture, encoding: 'base64' }],
      });
      expect(unknown.message).toContain('This is not a file Questlog imports');
      const mismatch = await refused({
        kind: 'loop',
        files: [{ name: 'u.json', data: habiticaFile }],
      });
      expect(mismatch.message).toBe(
        "This is not Loop Habit Tracker's CSV export: it holds no Habits.csv and Checkmarks.csv.",
      );
    });

    it('a Loop file with one bad date, naming its line', async () => {
      const checkmarks = loopCheckmarks.replace('2024-11-05', '2024-13-45');
      const body = await refused({
        files: [
          { name: 'Habits.csv', data: loopHabits },
          { name: 'Checkmarks.csv', data: checkmarks },
        ],
      });
      expect(body.message).toBe(
        'Nothing was imported: Checkmarks.csv line 4, Date: "2024-13-45" is not a date (YYYY-MM-DD).',
      );
      expect(body.errors).toEqual([
        {
          param: 'Checkmarks.csv line 4, Date',
          message: '"2024-13-45" is not a date (YYYY-MM-DD)',
        },
      ]);
      // A day JavaScript's Date would roll into December is refused too.
      const rolled = await refused({
        files: [
          { name: 'Habits.csv', data: loopHabits },
          { name: 'Checkmarks.csv', data: loopCheckmarks.replace('2024-11-05', '2024-11-31') },
        ],
      });
      expect(rolled.errors[0].param).toBe('Checkmarks.csv line 4, Date');
    });

    it('a userdata.json with one bad task field, naming it (after valid tasks were read)', async () => {
      const file = JSON.parse(habiticaFile) as Json;
      file.tasks.todos[0].createdAt = 8.64e15; // a year JavaScript writes with six digits
      const farOff = await refused({ files: [{ name: 'u.json', data: JSON.stringify(file) }] });
      expect(farOff.errors[0].param).toBe('tasks.todos[0].createdAt');
      file.tasks.todos[0].createdAt = '2024-11-10T08:00:00.000Z';
      file.tasks.todos[1].priority = 7;
      const body = await refused({ files: [{ name: 'u.json', data: JSON.stringify(file) }] });
      expect(body.errors[0].param).toBe('tasks.todos[1].priority');
    });

    it('text PostgreSQL cannot store, inside the file', async () => {
      const file = JSON.parse(habiticaFile) as Json;
      file.tasks.habits[0].notes = 'before\u0000after';
      const body = await refused({ files: [{ name: 'u.json', data: JSON.stringify(file) }] });
      expect(body.errors[0].param).toBe('u.json.tasks.habits.0.notes');
    });

    it('a Questlog file whose player the game could not read back', async () => {
      const file = await exportOf(t.ada);
      file.player.stats.int = 'NaN';
      const body = await refused({ files: [{ name: 'q.json', data: JSON.stringify(file) }] });
      expect(body.errors).toEqual([{ param: 'player.stats.int', message: 'must be number' }]);
    });

    it('a Questlog file with one bad record', async () => {
      const file = await exportOf(t.ada);
      file.records[0].streak = 1.5;
      const streak = await refused({ files: [{ name: 'q.json', data: JSON.stringify(file) }] });
      expect(streak.errors[0].param).toBe('records[0].streak');
      file.records[0].streak = null;
      for (const day of ['yesterday', '2024-11-31']) {
        file.records[1].day = day;
        const body = await refused({ files: [{ name: 'q.json', data: JSON.stringify(file) }] });
        expect(body.errors).toEqual([
          { param: 'records[1].day', message: 'must be a date as YYYY-MM-DD' },
        ]);
      }
    });
  });
});

/**
 * An export with what differs between two accounts left out: the account itself, ids (replaced
 * by their order of appearance), the moment of export, and what an import does not bring.
 */
function comparable(exported: Json): Json {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    if (!ids.has(id)) ids.set(id, `#${ids.size}`);
    return ids.get(id)!;
  };
  const {
    exportedAt: _at,
    chatMessages: _chat,
    notifications: _notifications,
    webhooks: _webhooks,
    player,
    ...rest
  } = exported;
  const { id: _id, username: _username, email: _email, createdAt: _createdAt, ...game } = player;
  // Tasks made in one millisecond are listed by id, which an import makes anew.
  const tasks = [...(rest.tasks as Json[])].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.text.localeCompare(b.text),
  );
  const renamed = JSON.parse(
    JSON.stringify({ ...rest, tasks, player: game }),
    (key, value: unknown) => {
      if (key === 'userId') return undefined;
      return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(value)
        ? idOf(value)
        : value;
    },
  ) as Json;
  return renamed;
}
