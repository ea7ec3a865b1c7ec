import { beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

interface Envelope {
  data: { id: string; seen: boolean }[];
  notifications: { id: string; seen: boolean }[];
  userV: number;
}

describe.each(databasesUnderTest())('notifications on $name', (database) => {
  let ids: string[];
  let bobsId: string;

  const t = useTestApp(database, { accounts: ['ada', 'bob'] });
  beforeEach(async () => {
    await t.test.db.query('DELETE FROM notifications');
    const add = async (userId: string, type: string) =>
      (
        await t.test.db.query<{ id: string }>(
          'INSERT INTO notifications (user_id, type, data) VALUES ($1, $2, $3) RETURNING id',
          [userId, type, { note: type }],
        )
      )[0]!.id;
    ids = [
      await add(t.ada.id, 'NEW_CHAT_MESSAGE'),
      await add(t.ada.id, 'LEVEL_UP'),
      await add(t.ada.id, 'GIFT'),
    ];
    bobsId = await add(t.bob.id, 'LEVEL_UP');
  });

  const post = (url: string, payload?: object, headers = t.ada.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v4${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('rides on every authenticated envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: t.ada.headers,
    });
    expect(response.json<Envelope>().notifications.map((n) => n.id)).toEqual(ids);
  });

  it('reads one: removes it, answers the rest and bumps userV', async () => {
    const before = (await post(`/notifications/${ids[2]}/see`)).json<Envelope>().userV;
    const response = await post(`/notifications/${ids[0]}/read`);

    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope>();
    expect(body.data.map((n) => n.id)).toEqual([ids[1], ids[2]]);
    expect(body.notifications).toEqual(body.data);
    expect(body.userV).toBe(before + 1);
  });

  it('sees one and several', async () => {
    const one = await post(`/notifications/${ids[0]}/see`);
    expect(one.json<Envelope>().data.map((n) => n.seen)).toEqual([true, false, false]);

    const many = await post('/notifications/see', { notificationIds: [ids[1], ids[2]] });
    expect(many.json<Envelope>().data.map((n) => n.seen)).toEqual([true, true, true]);
  });

  it('reads several', async () => {
    const response = await post('/notifications/read', { notificationIds: [ids[0], ids[2]] });
    expect(response.json<Envelope>().data.map((n) => n.id)).toEqual([ids[1]]);
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ["another player's id", () => bobsId],
    ['a malformed id', () => 'nope'],
  ])('refuses %s with 404 NotificationNotFound and changes nothing', async (_case, id) => {
    const single = await post(`/notifications/${id()}/read`);
    const bulk = await post('/notifications/read', { notificationIds: [ids[0], id()] });

    for (const response of [single, bulk]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'NotificationNotFound',
        message: 'Notification not found.',
      });
    }
    const left = await t.test.db.query('SELECT id FROM notifications');
    expect(left).toHaveLength(4);
  });

  it('refuses an empty bulk list with 400', async () => {
    expect((await post('/notifications/see', { notificationIds: [] })).statusCode).toBe(400);
  });

  it('needs authentication', async () => {
    expect((await post(`/notifications/${ids[0]}/read`, undefined, {})).statusCode).toBe(401);
  });
});
