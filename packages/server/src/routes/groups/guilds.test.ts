// Guilds through the API (issue 16), by the original's rules from before it retired guilds:
// creation for 4 gems into the guild's bank, editing, joining and leaving public guilds, the
// public listing's filters, and the Tavern by its alias. Each refusal is checked by its key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { socialFixtures } from '../../../test/helpers/social.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';

describe.each(databasesUnderTest())('guilds on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let fixtures: ReturnType<typeof socialFixtures>;

  beforeAll(async () => {
    test = await database.open();
    app = buildTestApp(test.db);
    fixtures = socialFixtures(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const as = (account: TestAccount) => groupCalls(app, account);
  /** A player with `gems` gems. */
  async function player(gems = 0) {
    const account = await registerAccount(app);
    if (gems) await fixtures.setGems(account.id, gems);
    return account;
  }
  async function guildOf(leader: TestAccount, body: Json = {}) {
    await fixtures.setGems(leader.id, 4);
    return as(leader).ok('POST', '/groups', {
      type: 'guild',
      privacy: 'public',
      name: 'Guild',
      ...body,
    });
  }

  it('creates a guild for 4 gems, which become its bank; the first guild earns Guild Member', async () => {
    const ada = await player(10);
    const guild = await as(ada).ok('POST', '/groups', {
      type: 'guild',
      privacy: 'public',
      name: 'Readers',
      summary: 'We read',
      categories: [{ slug: 'academics' }, { slug: 'creativity' }, { slug: 'academics' }],
    });
    expect(guild).toMatchObject({
      type: 'guild',
      privacy: 'public',
      name: 'Readers',
      balance: 1,
      memberCount: 1,
      leader: { _id: ada.id },
      categories: [
        { slug: 'academics', name: 'Academics' },
        { slug: 'creativity', name: 'Creativity' },
      ],
    });
    const user = await as(ada).user();
    expect(user.balance).toBe(1.5);
    expect(user.guilds).toEqual([guild.id]);
    expect(user.achievements.joinedGuild).toBe(true);
    expect(
      user.notifications.filter((n: Json) => n.type === 'GUILD_JOINED_ACHIEVEMENT'),
    ).toHaveLength(1);

    // A second guild costs again and earns nothing twice.
    await as(ada).ok('POST', '/groups', { type: 'guild', name: 'Second' });
    const after = await as(ada).user();
    expect(after.balance).toBe(0.5);
    expect(
      after.notifications.filter((n: Json) => n.type === 'GUILD_JOINED_ACHIEVEMENT'),
    ).toHaveLength(1);
  });

  it('refuses a guild without 4 gems, a public one when muted, and an unknown category — spending nothing', async () => {
    const poor = await player(3);
    expectRefused(
      await as(poor).call('POST', '/groups', { type: 'guild', name: 'G' }),
      401,
      'messageInsufficientGems',
    );
    const muted = await player(8);
    await fixtures.setFlags(muted.id, { chatRevoked: true });
    expectRefused(
      await as(muted).call('POST', '/groups', { type: 'guild', name: 'G', privacy: 'public' }),
      401,
      'cannotCreatePublicGuildWhenMuted',
    );
    expectRefused(
      await as(muted).call('POST', '/groups', {
        type: 'guild',
        name: 'G',
        categories: [{ slug: 'gardening' }],
      }),
      400,
      'invalidCategory',
      { slug: 'gardening' },
    );
    const blank = await as(muted).call('POST', '/groups', { type: 'guild', name: '   ' });
    expectRefused(blank, 400, 'invalidParam', { param: 'name', reason: 'must not be empty' });
    // Named in errors[] too, so the guild form shows it beside the name field.
    expect(blank.json<{ errors: unknown[] }>().errors).toEqual([
      { param: 'name', message: expect.stringContaining('name') as string, value: '   ' },
    ]);
    expect(await fixtures.gemsOf(poor.id)).toBe(3);
    expect(await fixtures.gemsOf(muted.id)).toBe(8);
    // A muted player may still open a private guild.
    expect((await as(muted).call('POST', '/groups', { type: 'guild', name: 'G' })).statusCode).toBe(
      201,
    );
    expect(await fixtures.gemsOf(muted.id)).toBe(4);
  });

  it('lets the leader edit summary and categories (de-duplicated), nobody else; summary ≤ 250', async () => {
    const [ada, bob] = [await player(), await player()];
    const guild = await guildOf(ada);
    expect((await as(bob).join(guild.id)).statusCode).toBe(200);
    const edited = await as(ada).ok('PUT', `/groups/${guild.id}`, {
      summary: 'New summary',
      categories: [{ slug: 'finance' }, { slug: 'finance', name: 'x' }],
      privacy: 'private',
    });
    expect(edited).toMatchObject({
      summary: 'New summary',
      categories: [{ slug: 'finance', name: 'Finance' }],
      privacy: 'public',
    });
    expectRefused(
      await as(bob).call('PUT', `/groups/${guild.id}`, { summary: 'Mine now' }),
      401,
      'messageGroupOnlyLeaderCanUpdate',
    );
    const tooLong = await as(ada).call('PUT', `/groups/${guild.id}`, { summary: 'x'.repeat(251) });
    expect(tooLong.statusCode).toBe(400);
    expect((await as(bob).ok('GET', `/groups/${guild.id}`)).summary).toBe('New summary');
  });

  it('lets the leader say only they create challenges, hand the guild over and name managers', async () => {
    const [ada, bob] = [await player(), await player()];
    const guild = await guildOf(ada, { privacy: 'private', name: 'Quiet' });
    await as(ada).ok('POST', `/groups/${guild.id}/invite`, { emails: [{ email: bob.email }] });
    const invited = await as(bob).user();
    expect(invited.invitations.guilds).toEqual([
      expect.objectContaining({ id: guild.id, publicGuild: false, groupPlan: false }),
    ]);
    expect((await as(bob).join(guild.id)).statusCode).toBe(200);

    const edited = await as(ada).ok('PUT', `/groups/${guild.id}`, {
      name: 'Quiet Readers',
      description: 'We *read*.',
      leaderOnly: { challenges: true },
    });
    expect(edited).toMatchObject({
      name: 'Quiet Readers',
      description: 'We *read*.',
      leaderOnly: { challenges: true },
    });
    expectRefused(
      await as(bob).call('POST', '/challenges', {
        group: guild.id,
        name: 'Mine',
        shortName: 'mine',
      }),
      401,
      'onlyGroupLeaderChal',
    );
    await as(ada).ok('POST', `/groups/${guild.id}/add-manager`, { managerId: bob.id });
    const handedOver = await as(ada).ok('PUT', `/groups/${guild.id}`, { leader: bob.id });
    expect(handedOver).toMatchObject({ leader: { _id: bob.id }, managers: { [bob.id]: true } });
    expectRefused(
      await as(ada).call('PUT', `/groups/${guild.id}`, { name: 'Taken back' }),
      401,
      'messageGroupOnlyLeaderCanUpdate',
    );
  });

  it('joins a public guild without invitation, once; a private one needs one; a public guild outlives its last member', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const guild = await guildOf(ada);
    expect((await as(bob).join(guild.id)).json().data.memberCount).toBe(2);
    expect((await as(bob).user()).achievements.joinedGuild).toBe(true);
    expectRefused(await as(bob).join(guild.id), 401, 'youAreAlreadyInGroup');

    const secret = await guildOf(cy, { privacy: 'private', name: 'Secret' });
    expectRefused(await as(bob).join(secret.id), 401, 'messageGroupRequiresInvite');
    expectRefused(await as(bob).call('GET', `/groups/${secret.id}`), 404, 'groupNotFound');

    expect((await as(bob).call('POST', `/groups/${guild.id}/leave`)).statusCode).toBe(200);
    expect((await as(ada).call('POST', `/groups/${guild.id}/leave`)).statusCode).toBe(200);
    const empty = await as(cy).ok('GET', `/groups/${guild.id}`);
    expect(empty.memberCount).toBe(0);
    // The first to join an empty guild leads it.
    expect((await as(cy).join(guild.id)).json().data.leader._id).toBe(cy.id);
    // A private guild left empty is gone.
    expect((await as(cy).call('POST', `/groups/${secret.id}/leave`)).statusCode).toBe(200);
    expectRefused(await as(cy).call('GET', `/groups/${secret.id}`), 404, 'groupNotFound');
  });

  it('lists public guilds 30 a page with the category, size, leader, member and search filters', async () => {
    await test.reset();
    await (await import('../../db/migrate.ts')).migrate(test.db);
    const [ada, bob] = [await player(), await player()];
    const created: Json[] = [];
    for (let index = 0; index < 32; index += 1) {
      created.push(
        await guildOf(index % 2 === 0 ? ada : bob, {
          name: `Guild ${index}`,
          summary: index === 7 ? 'All about Knitting' : 'Plain',
          categories: index < 3 ? [{ slug: 'hobbies_occupations' }] : [],
        }),
      );
    }
    await guildOf(ada, { privacy: 'private', name: 'Hidden' });
    // Guild 5 gets a second member: the biggest sorts first.
    expect((await as(ada).join(created[5]!.id)).statusCode).toBe(200);

    const list = (query: string) => as(ada).ok('GET', `/groups?type=publicGuilds&${query}`);
    const names = (groups: Json) => (groups as Json[]).map((group) => group.name);
    const first = await list('paginate=true&page=0');
    expect(first).toHaveLength(30);
    expect(first[0].name).toBe('Guild 5');
    expect(first.every((group: Json) => group.chat === undefined)).toBe(true);
    expect(await list('paginate=true&page=1')).toHaveLength(2);
    expect(await list('')).toHaveLength(32);
    expect(names(await list('categories=hobbies_occupations,finance')).sort()).toEqual([
      'Guild 0',
      'Guild 1',
      'Guild 2',
    ]);
    expect(names(await list('minMemberCount=2'))).toEqual(['Guild 5']);
    expect(await list('maxMemberCount=1')).toHaveLength(31);
    expect(await list('leader=true')).toHaveLength(16);
    expect(names(await list('member=true&leader=false'))).toContain('Guild 5');
    expect(await list('member=true')).toHaveLength(17);
    expect(names(await list('search=knitting%20nothing'))).toEqual(['Guild 7']);
    expect(names(await list('search=31%20zzz'))).toEqual(['Guild 31']);
    expectRefused(
      await as(ada).call('GET', '/groups?type=guilds&paginate=true'),
      400,
      'guildsOnlyPaginate',
    );
    // `guilds` are the player's own, the private one included.
    expect(await as(ada).ok('GET', '/groups?type=guilds')).toHaveLength(18);
  });

  it('reaches the Tavern by its id and its alias', async () => {
    const ada = await player();
    const tavern = await as(ada).ok('GET', '/groups/habitrpg');
    expect(tavern).toMatchObject({ id: TAVERN_ID, name: 'Tavern', privacy: 'public' });
    expect((await as(ada).ok('GET', `/groups/${TAVERN_ID}`)).id).toBe(TAVERN_ID);
    expect((await as(ada).ok('GET', '/groups?type=tavern'))[0].id).toBe(TAVERN_ID);
  });
});
