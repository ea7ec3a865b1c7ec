// News: staff with `news` write; players see published posts whose date has come, 10 a page;
// flags.newStuff follows the newest post; read and tell-me-later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('news on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let bailey: TestAccount;
  let ada: TestAccount;

  beforeAll(async () => {
    test = await database.open();
    app = buildTestApp(test.db);
    bailey = await registerAccount(app);
    ada = await registerAccount(app);
    await test.db.query(`UPDATE users SET permissions = '{"news": true}' WHERE id = $1`, [
      bailey.id,
    ]);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestAccount | undefined,
    payload?: object,
  ) =>
    app.inject({ method, url: `/api/v4${url}`, ...(who ? { headers: who.headers } : {}), payload });
  const write = async (body: object) => {
    const response = await call('POST', '/news', bailey, {
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
    expect((await flagsOf(ada)).newStuff).toBe(false);
  });

  it('refuses writing to a player without the permission (401 noPrivAccess)', async () => {
    const response = await call('POST', '/news', ada, { title: 'Mine', text: 'x', credits: 'me' });
    expectRefused(response, 401, 'noPrivAccess');
    expect(dataOf<Json[]>(await call('GET', '/news', bailey))).toEqual([]);
  });

  it('keeps drafts and future posts from players, shows them to staff', async () => {
    const draft = await write({ title: 'Draft' });
    expect(draft).toMatchObject({ title: 'Draft', published: false, author: bailey.id });
    const future = await write({
      title: 'Soon',
      published: true,
      publishDate: new Date(Date.now() + DAY).toISOString(),
    });
    expect(dataOf<Json[]>(await call('GET', '/news', ada))).toEqual([]);
    expect(dataOf<Json[]>(await call('GET', '/news', undefined))).toEqual([]);
    expectRefused(await call('GET', `/news/${draft.id}`, ada), 404, 'newsPostNotFound');
    expect(dataOf<Json>(await call('GET', `/news/${draft.id}`, bailey)).title).toBe('Draft');
    expect(dataOf<Json[]>(await call('GET', '/news', bailey)).map((p) => p.title)).toEqual([
      'Soon',
      'Draft',
    ]);
    expect((await flagsOf(ada)).newStuff).toBe(false);
    await call('DELETE', `/news/${future.id}`, bailey);
    await call('DELETE', `/news/${draft.id}`, bailey);
  });

  it('publishing raises newStuff; reading it clears it until the next post', async () => {
    const post = await write({ title: 'Spring Fair', published: true });
    expect((await flagsOf(ada)).newStuff).toBe(true);
    expect(dataOf<Json[]>(await call('GET', '/news', undefined))[0]).toMatchObject({
      _id: post.id,
      title: 'Spring Fair',
    });

    const read = await call('POST', '/news/read', ada);
    expect(read.statusCode).toBe(200);
    expect(await flagsOf(ada)).toMatchObject({ newStuff: false, lastNewStuffRead: post.id });

    await write({ title: 'Summer Fair', published: true });
    expect((await flagsOf(ada)).newStuff).toBe(true);
    // v3 clients dismiss it through PUT /user.
    const put = await call('PUT', '/user', ada, { 'flags.newStuff': false });
    expect(put.statusCode, put.body).toBe(200);
    expect(dataOf<Json>(put).flags.newStuff).toBe(false);
    expect((await flagsOf(ada)).newStuff).toBe(false);
  });

  it('tell-me-later reads the post and leaves one seen NEW_STUFF notification', async () => {
    const post = await write({ title: 'Autumn Fair', published: true });
    await call('POST', '/news/tell-me-later', ada);
    const answer = await call('POST', '/news/tell-me-later', ada);
    expect(answer.statusCode).toBe(200);
    const newStuff = (answer.json<{ notifications: Json[] }>().notifications ?? []).filter(
      (n) => n.type === 'NEW_STUFF',
    );
    expect(newStuff).toEqual([
      { id: expect.any(String), type: 'NEW_STUFF', data: { title: 'AUTUMN FAIR' }, seen: true },
    ]);
    expect(await flagsOf(ada)).toMatchObject({ newStuff: false, lastNewStuffRead: post.id });
  });

  it('pages 10 at a time, newest first', async () => {
    for (let index = 0; index < 11; index += 1) {
      await write({
        title: `Old ${index}`,
        published: true,
        publishDate: new Date(Date.UTC(2020, 0, 1 + index)).toISOString(),
      });
    }
    const first = dataOf<Json[]>(await call('GET', '/news', ada));
    expect(first).toHaveLength(10);
    const second = dataOf<Json[]>(await call('GET', '/news?page=1', ada));
    expect(second.at(-1)!.title).toBe('Old 0');
  });

  it('edits and deletes a post (staff only)', async () => {
    const post = await write({ title: 'Typo', published: true });
    expectRefused(
      await call('PUT', `/news/${post.id}`, ada, { title: 'Hacked' }),
      401,
      'noPrivAccess',
    );
    const edited = await call('PUT', `/news/${post.id}`, bailey, { title: 'Fixed' });
    expect(dataOf<Json>(edited)).toMatchObject({ title: 'Fixed', text: 'Body', published: true });
    expectRefused(await call('DELETE', `/news/${post.id}`, ada), 401, 'noPrivAccess');
    expect((await call('DELETE', `/news/${post.id}`, bailey)).statusCode).toBe(200);
    expectRefused(await call('GET', `/news/${post.id}`, bailey), 404, 'newsPostNotFound');
    expectRefused(
      await call('PUT', `/news/${post.id}`, bailey, { title: 'Gone' }),
      404,
      'newsPostNotFound',
    );
    // Each staff write is on Bailey's audit trail; the refused ones are not.
    const trail = await test.db.query<{ payload: Json }>(
      `SELECT payload FROM events WHERE type = 'admin.newsPostChanged' AND user_id = $1
         AND payload->>'postId' = $2 ORDER BY id`,
      [bailey.id, post.id],
    );
    expect(trail.map((entry) => entry.payload)).toEqual([
      { action: 'created', postId: post.id, title: 'Typo' },
      { action: 'updated', postId: post.id, title: 'Typo' },
      { action: 'deleted', postId: post.id, title: 'Fixed' },
    ]);
    expect(
      await test.db.query(
        `SELECT 1 FROM events WHERE type = 'admin.newsPostChanged' AND user_id = $1`,
        [ada.id],
      ),
    ).toEqual([]);
  });

  it('refuses a post without its required texts (400)', async () => {
    const response = await call('POST', '/news', bailey, { title: 'No text' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BadRequest' });
  });

  it('fullAccess counts as news', async () => {
    await test.db.query(`UPDATE users SET permissions = '{"fullAccess": true}' WHERE id = $1`, [
      ada.id,
    ]);
    const response = await call('POST', '/news', ada, { title: 'Admin', text: 'x', credits: 'y' });
    expect(response.statusCode).toBe(201);
    await test.db.query(`UPDATE users SET permissions = '{}' WHERE id = $1`, [ada.id]);
  });
});
