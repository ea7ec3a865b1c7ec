import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

interface Tag {
  id: string;
  name: string;
  challenge?: boolean;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databasesUnderTest())('tags on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada', 'bob'] });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v4${url}`, headers: t.ada.headers, payload });
  const tagsOf = async (account: TestAccount) =>
    dataOf<Tag[]>(await t.app.inject({ url: '/api/v4/tags', headers: account.headers }));
  const userV = async () =>
    (await t.app.inject({ url: '/api/v4/user', headers: t.ada.headers })).json<{ userV: number }>()
      .userV;

  it("lists a new player's seven tags in order", async () => {
    const tags = await tagsOf(t.ada);
    expect(tags.map((tag) => tag.name)).toEqual([
      'Work',
      'Exercise',
      'Health + Wellness',
      'School',
      'Teams',
      'Chores',
      'Creativity',
    ]);
  });

  it('creates a tag at the end (201), reads, renames and bumps userV', async () => {
    const before = await userV();
    const created = await call('POST', '/tags', { name: 'Reading' });
    expect(created.statusCode).toBe(201);
    const tag = dataOf<Tag>(created);
    expect(tag).toEqual({ id: expect.any(String), name: 'Reading' });
    expect((await tagsOf(t.ada)).at(-1)).toEqual(tag);
    expect(dataOf<Tag>(await call('GET', `/tags/${tag.id}`))).toEqual(tag);

    const renamed = await call('PUT', `/tags/${tag.id}`, { name: 'Books' });
    expect(dataOf<Tag>(renamed)).toEqual({ id: tag.id, name: 'Books' });
    expect(await userV()).toBe(before + 2);
  });

  it.each([[{}], [{ name: '' }], [{ name: { first: 1 } }]])(
    'refuses %j with 400 and adds nothing',
    async (body) => {
      const count = (await tagsOf(t.ada)).length;
      const response = await call('POST', '/tags', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BadRequest', errors: [{ param: 'name' }] });
      expect(await tagsOf(t.ada)).toHaveLength(count);
    },
  );

  it('deletes a tag and strips it from every task', async () => {
    const tag = dataOf<Tag>(await call('POST', '/tags', { name: 'Doomed' }));
    const keep = (await tagsOf(t.ada))[0]!;
    await t.test.db.query('UPDATE tasks SET tag_ids = $2 WHERE user_id = $1', [
      t.ada.id,
      [tag.id, keep.id],
    ]);

    const response = await call('DELETE', `/tags/${tag.id}`);

    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({});
    expect((await tagsOf(t.ada)).map((t) => t.id)).not.toContain(tag.id);
    const rows = await t.test.db.query<{ tag_ids: string[] }>(
      'SELECT tag_ids FROM tasks WHERE user_id = $1',
      [t.ada.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tag_ids).toEqual([keep.id]);
  });

  it.each([
    [0, 0],
    [3, 3],
    [-1, Infinity],
    [99, Infinity],
  ])('moves the first tag to %i (ends at index %s)', async (to, at) => {
    const before = await tagsOf(t.ada);
    const moving = before[0]!;
    const response = await call('POST', '/reorder-tags', { tagId: moving.id, to });
    expect(response.statusCode).toBe(200);
    const after = await tagsOf(t.ada);
    const expected = before.slice(1);
    expected.splice(Math.min(at, expected.length), 0, moving);
    expect(after.map((t) => t.id)).toEqual(expected.map((t) => t.id));
  });

  it('answers 400 for an id that is no UUID and 404 tagNotFound for an unknown one', async () => {
    expect((await call('GET', '/tags/nope')).statusCode).toBe(400);
    const response = await call('GET', `/tags/${UNKNOWN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NotFound', message: 'Tag not found.' });
  });

  it("marks a joined challenge's tag `challenge: true` in GET /tags and GET /tags/:id as GET /user does", async () => {
    const cleo = await registerAccount(t.app);
    const partyId = await formParty(t.test.db, [cleo]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v4/challenges',
      headers: cleo.headers,
      payload: { group: partyId, name: 'Stretch every day', shortName: 'stretch' },
    });
    const challengeId = dataOf<{ id: string }>(created).id;

    const listed = await tagsOf(cleo);
    const user = dataOf<{ tags: Tag[] }>(
      await t.app.inject({ url: '/api/v4/user', headers: cleo.headers }),
    );
    expect(listed).toContainEqual({ id: challengeId, name: 'stretch', challenge: true });
    expect(listed).toEqual(user.tags);
    const one = await t.app.inject({ url: `/api/v4/tags/${challengeId}`, headers: cleo.headers });
    expect(dataOf(one)).toEqual({ id: challengeId, name: 'stretch', challenge: true });
  });

  it("keeps another player's tags out of reach: 404 and nothing changed", async () => {
    const bobsTags = await tagsOf(t.bob);
    const bobs = bobsTags[0]!;
    const attempts = [
      await call('GET', `/tags/${bobs.id}`),
      await call('PUT', `/tags/${bobs.id}`, { name: 'Mine now' }),
      await call('DELETE', `/tags/${bobs.id}`),
      await call('POST', '/reorder-tags', { tagId: bobs.id, to: -1 }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(attempts[0]!.json()).toMatchObject({ message: 'Tag not found.' });
    expect(await tagsOf(t.bob)).toEqual(bobsTags);
  });
});
