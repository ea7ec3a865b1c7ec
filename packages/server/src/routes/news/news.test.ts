// News: staff with `news` write; players see published posts whose date has come, 10 a page;
// flags.newStuff follows the newest post; read and tell-me-later.
import { describe, expect, it } from 'vitest';
import { dataOf, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('news on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada'], staff: { bailey: { news: true } } });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestAccount | undefined,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      ...(who ? { headers: who.headers } : {}),
      payload,
    });
  const write = async (body: object) => {
    const response = await call('POST', '/news', t.bailey, {
      text: 'Body',
      credits: 'Bailey',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<Json>(response);
  };
  const flagsOf = async (who: TestAccount) =>
    dataOf<Json>(await call('GET', '/user', who)).flags as Json;

  it('has nothing new for a player while no post is out', async () => {
    expect(dataOf<Json[]>(await call('GET', '/news', undefined))).toEqual([]);
    expect((await flagsOf(t.ada)).newStuff).toBe(false);
  });

  it('refuses writing to a player without the permission (401 noPrivAccess)', async () => {
    const response = await call('POST', '/news', t.ada, {
      title: 'Mine',
      text: 'x',
      credits: 'me',
    });
    expectRefused(response, 401, 'noPrivAccess');
    expect(dataOf<Json[]>(await call('GET', '/news', t.bailey))).toEqual([]);
  });

  it('keeps drafts and future posts from players, shows them to staff', async () => {
    const draft = await write({ title: 'Draft' });
    expect(draft).toMatchObject({ title: 'Draft', published: false, author: t.bailey.id });
    const future = await write({
      title: 'Soon',
      published: true,
      publishDate: new Date(Date.now() + DAY).toISOString(),
    });
    expect(dataOf<Json[]>(await call('GET', '/news', t.ada))).toEqual([]);
    expect(dataOf<Json[]>(await call('GET', '/news', undefined))).toEqual([]);
    expectRefused(await call('GET', `/news/${draft.id}`, t.ada), 404, 'newsPostNotFound');
    expect(dataOf<Json>(await call('GET', `/news/${draft.id}`, t.bailey)).title).toBe('Draft');
    expect(dataOf<Json[]>(await call('GET', '/news', t.bailey)).map((p) => p.title)).toEqual([
      'Soon',
      'Draft',
    ]);
    expect((await flagsOf(t.ada)).newStuff).toBe(false);
    await call('DELETE', `/news/${future.id}`, t.bailey);
    await call('DELETE', `/news/${draft.id}`, t.bailey);
  });

  it('publishing raises newStuff; reading it clears it until the next post', async () => {
    const post = await write({ title: 'Spring Fair', published: true });
    expect((await flagsOf(t.ada)).newStuff).toBe(true);
    expect(dataOf<Json[]>(await call('GET', '/news', undefined))[0]).toMatchObject({
      _id: post.id,
      title: 'Spring Fair',
    });

    const read = await call('POST', '/news/read', t.ada);
    expect(read.statusCode).toBe(200);
    expect(await flagsOf(t.ada)).toMatchObject({ newStuff: false, lastNewStuffRead: post.id });

    await write({ title: 'Summer Fair', published: true });
    expect((await flagsOf(t.ada)).newStuff).toBe(true);
    // v3 clients dismiss it through PUT /user.
    const put = await call('PUT', '/user', t.ada, { 'flags.newStuff': false });
    expect(put.statusCode, put.body).toBe(200);
    expect(dataOf<Json>(put).flags.newStuff).toBe(false);
    expect((await flagsOf(t.ada)).newStuff).toBe(false);
  });

  it('tell-me-later reads the post and leaves one seen NEW_STUFF notification', async () => {
    const post = await write({ title: 'Autumn Fair', published: true });
    await call('POST', '/news/tell-me-later', t.ada);
    const answer = await call('POST', '/news/tell-me-later', t.ada);
    expect(answer.statusCode).toBe(200);
    const newStuff = (answer.json<{ notifications: Json[] }>().notifications ?? []).filter(
      (n) => n.type === 'NEW_STUFF',
    );
    expect(newStuff).toEqual([
      { id: expect.any(String), type: 'NEW_STUFF', data: { title: 'AUTUMN FAIR' }, seen: true },
    ]);
    expect(await flagsOf(t.ada)).toMatchObject({ newStuff: false, lastNewStuffRead: post.id });
  });

  it('pages 10 at a time, newest first', async () => {
    for (let index = 0; index < 11; index += 1) {
      await write({
        title: `Old ${index}`,
        published: true,
        publishDate: new Date(Date.UTC(2020, 0, 1 + index)).toISOString(),
      });
    }
    const first = dataOf<Json[]>(await call('GET', '/news', t.ada));
    expect(first).toHaveLength(10);
    const second = dataOf<Json[]>(await call('GET', '/news?page=1', t.ada));
    expect(second.at(-1)!.title).toBe('Old 0');
  });

  it('edits and deletes a post (staff only)', async () => {
    const post = await write({ title: 'Typo', published: true });
    expectRefused(
      await call('PUT', `/news/${post.id}`, t.ada, { title: 'Hacked' }),
      401,
      'noPrivAccess',
    );
    const edited = await call('PUT', `/news/${post.id}`, t.bailey, { title: 'Fixed' });
    expect(dataOf<Json>(edited)).toMatchObject({ title: 'Fixed', text: 'Body', published: true });
    expectRefused(await call('DELETE', `/news/${post.id}`, t.ada), 401, 'noPrivAccess');
    expect((await call('DELETE', `/news/${post.id}`, t.bailey)).statusCode).toBe(200);
    expectRefused(await call('GET', `/news/${post.id}`, t.bailey), 404, 'newsPostNotFound');
    expectRefused(
      await call('PUT', `/news/${post.id}`, t.bailey, { title: 'Gone' }),
      404,
      'newsPostNotFound',
    );
    // Each staff write is on Bailey's audit trail; the refused ones are not.
    const trail = await t.test.db.query<{ payload: Json }>(
      `SELECT payload FROM events WHERE type = 'admin.newsPostChanged' AND user_id = $1
         AND payload->>'postId' = $2 ORDER BY id`,
      [t.bailey.id, post.id],
    );
    expect(trail.map((entry) => entry.payload)).toEqual([
      { action: 'created', postId: post.id, title: 'Typo' },
      { action: 'updated', postId: post.id, title: 'Typo' },
      { action: 'deleted', postId: post.id, title: 'Fixed' },
    ]);
    expect(
      await t.test.db.query(
        `SELECT 1 FROM events WHERE type = 'admin.newsPostChanged' AND user_id = $1`,
        [t.ada.id],
      ),
    ).toEqual([]);
  });

  it('refuses a post without its required texts (400)', async () => {
    const response = await call('POST', '/news', t.bailey, { title: 'No text' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BadRequest' });
  });

  it('fullAccess counts as news', async () => {
    await t.test.db.query(`UPDATE users SET permissions = '{"fullAccess": true}' WHERE id = $1`, [
      t.ada.id,
    ]);
    const response = await call('POST', '/news', t.ada, {
      title: 'Admin',
      text: 'x',
      credits: 'y',
    });
    expect(response.statusCode).toBe(201);
    await t.test.db.query(`UPDATE users SET permissions = '{}' WHERE id = $1`, [t.ada.id]);
  });
});
