// A party quest end to end through the API (issue 15): three players, a scroll, the invitation and
// its answers, the start, a day of damage at one member's day boundary (the Rat: hp 1200, str 2.5),
// the finish with its rewards, abort's refund, and a race of members' day boundaries in which no
// damage is counted twice or lost.
import { formatMessage } from '@questlog/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { createFixedClock, type Clock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('party quests on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let clock: Clock;

  beforeAll(async () => {
    test = await database.open();
    clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
    app = buildTestApp(test.db, {}, { clock, random: fixedRandom(0.5) });
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });
  beforeEach(() => clock.reset());

  const as = (account: TestAccount) => groupCalls(app, account);

  async function partyOf(count: number): Promise<TestAccount[]> {
    const players: TestAccount[] = [];
    for (let index = 0; index < count; index += 1) players.push(await registerAccount(app));
    const [leader, ...members] = players;
    const party = await as(leader!).createParty();
    for (const member of members) {
      await as(leader!).invite(party.id, { uuids: [member.id] });
      expect((await as(member).join(party.id)).statusCode).toBe(200);
    }
    return players;
  }

  const giveScroll = (account: TestAccount, key: string, count = 1) =>
    test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{quests,${key}}', $2::jsonb) WHERE id = $1`,
      [account.id, JSON.stringify(count)],
    );
  const setPending = (account: TestAccount, progress: { up: number; down: number }) =>
    test.db.query(
      `UPDATE users SET party = jsonb_set(party, '{quest,progress}',
         (party->'quest'->'progress') || $2::jsonb) WHERE id = $1`,
      [account.id, JSON.stringify(progress)],
    );
  const cron = (account: TestAccount) =>
    app.inject({ method: 'POST', url: '/api/v4/cron', headers: account.headers });

  async function startRat(): Promise<TestAccount[]> {
    const players = await partyOf(3);
    const [ada, bob, cy] = players as [TestAccount, TestAccount, TestAccount];
    await giveScroll(ada, 'rat');
    await as(ada).ok('POST', '/groups/party/quests/invite/rat');
    await as(bob).ok('POST', '/groups/party/quests/accept');
    await as(cy).ok('POST', '/groups/party/quests/accept');
    return players;
  }

  it('invites, answers and starts by itself once nobody is undecided', async () => {
    const [ada, bob, cy] = (await partyOf(3)) as [TestAccount, TestAccount, TestAccount];
    expectRefused(await as(ada).quest('invite/rat'), 401, 'questNotOwned');
    expectRefused(await as(ada).quest('invite/noSuchQuest'), 404, 'questNotFound', {
      key: 'noSuchQuest',
    });
    await giveScroll(ada, 'rat');
    const pending = await as(ada).ok('POST', '/groups/party/quests/invite/rat');
    expect(pending).toMatchObject({ key: 'rat', active: false, leader: ada.id });
    expect(pending.members).toEqual({ [ada.id]: true, [bob.id]: null, [cy.id]: null });
    expect((await as(bob).user()).party.quest).toMatchObject({ key: 'rat', RSVPNeeded: true });
    expectRefused(await as(ada).quest('invite/rat'), 401, 'questAlreadyUnderway');

    await as(bob).ok('POST', '/groups/party/quests/accept');
    expectRefused(await as(bob).quest('accept'), 400, 'questAlreadyAccepted');
    expectRefused(await as(cy).quest('force-start'), 401, 'questOrGroupLeaderOnlyStartQuest');

    const started = await as(cy).ok('POST', '/groups/party/quests/reject');
    expect(started).toMatchObject({ key: 'rat', active: true, progress: { hp: 1200 } });
    expect(started.members).toEqual({ [ada.id]: true, [bob.id]: true });
    expect((await as(ada).user()).items.quests.rat).toBe(0);
    expect((await as(bob).user()).party.quest).toMatchObject({ key: 'rat', RSVPNeeded: false });
    expect((await as(cy).user()).party.quest).toMatchObject({ key: null, RSVPNeeded: false });
    const party = await as(cy).party();
    expect(party.chat.map((message: Json) => message.info.type)).toContain('quest_start');
    // A system message has no author: every member, cy who started it included, hears of it once.
    for (const member of [ada, bob, cy]) {
      const notices = (await as(member).user()).notifications.filter(
        (n: Json) => n.type === 'NEW_CHAT_MESSAGE',
      );
      expect(notices).toEqual([
        expect.objectContaining({ data: { group: { id: party.id, name: party.name } } }),
      ]);
    }
  });

  it('keeps the owner and the fighters in the party while the quest runs', async () => {
    const [ada, bob] = (await startRat()) as [TestAccount, TestAccount];
    expectRefused(
      await as(ada).call('POST', '/groups/party/leave'),
      401,
      'questLeaderCannotLeaveGroup',
    );
    expectRefused(
      await as(bob).call('POST', '/groups/party/leave'),
      401,
      'cannotLeaveWhileActiveQuest',
    );
    expectRefused(await as(ada).quest('leave'), 401, 'questLeaderCannotLeaveQuest');
    const party = await as(ada).party();
    expectRefused(
      await as(ada).call('POST', `/groups/${party.id}/removeMember/${ada.id}`),
      401,
      'memberCannotRemoveYourself',
    );
  });

  it('deals a member’s day of damage to the boss and the boss’s answer to every fighter', async () => {
    const [ada, bob, cy] = (await startRat()) as [TestAccount, TestAccount, TestAccount];
    await as(cy).ok('POST', '/groups/party/quests/leave');
    // Pending damage 50; two missed-daily points (down −2) × str 2.5 = 5 damage back to each fighter.
    await setPending(ada, { up: 50, down: -2 });
    clock.jump(DAY);
    expect((await cron(ada)).statusCode).toBe(200);

    const quest = (await as(bob).party()).quest;
    expect(quest.progress.hp).toBe(1150);
    expect((await as(ada).user()).stats.hp).toBe(45);
    expect((await as(bob).user()).stats.hp).toBe(45);
    expect((await as(cy).user()).stats.hp).toBe(50);
    expect((await as(ada).user()).party.quest.progress).toMatchObject({ up: 0, down: 0 });
    const damage = (await as(bob).party()).chat.find((m: Json) => m.info.type === 'boss_damage');
    expect(damage.info).toMatchObject({ user: ada.id, userDamage: 50, bossDamage: 5 });

    // The same day again runs nothing: the boss is not hit twice.
    expect((await cron(ada)).statusCode).toBe(200);
    expect((await as(bob).party()).quest.progress.hp).toBe(1150);
  });

  it('pays every fighter when the boss falls and clears the quest', async () => {
    const [ada, bob] = (await startRat()) as [TestAccount, TestAccount];
    const partyId = (await as(ada).party()).id;
    await test.db.query(
      `UPDATE groups SET quest = jsonb_set(quest, '{progress,hp}', '10') WHERE id = $1`,
      [partyId],
    );
    const gpBefore = (await as(bob).user()).stats.gp;
    await setPending(ada, { up: 20, down: 0 });
    clock.jump(DAY);
    expect((await cron(ada)).statusCode).toBe(200);

    const party = await as(bob).party();
    expect(party.quest).toMatchObject({ key: null, active: false });
    expect(party.chat.map((m: Json) => m.info.type)).toContain('boss_defeated');
    for (const fighter of [ada, bob]) {
      const user = await as(fighter).user();
      expect(user.achievements.quests.rat).toBe(1);
      expect(user.items.eggs.Rat).toBe(3);
      expect(user.party.quest.completed).toBe('rat');
    }
    expect((await as(bob).user()).stats.gp).toBeCloseTo(gpBefore + 80, 5);
  });

  it('drains every fighter’s mana when the Platypus’s rage fills (rage 50, mpDrain)', async () => {
    const [ada, bob] = (await partyOf(2)) as [TestAccount, TestAccount];
    await giveScroll(ada, 'platypus');
    await as(ada).ok('POST', '/groups/party/quests/invite/platypus');
    await as(bob).ok('POST', '/groups/party/quests/accept');
    await test.db.query(
      `UPDATE users SET stats = stats || '{"mp": 20}' WHERE id = ANY($1::uuid[])`,
      [[ada.id, bob.id]],
    );
    // down −25 × str 2 = 50 back to each fighter, and 50 rage: the meter is full.
    await setPending(bob, { up: 0, down: -25 });
    clock.jump(DAY);
    expect((await cron(bob)).statusCode).toBe(200);
    const party = await as(ada).party();
    expect(party.quest.progress.rage).toBe(0);
    expect(party.chat.map((m: Json) => m.info.type)).toContain('boss_rage');
    for (const fighter of [ada, bob]) expect((await as(fighter).user()).stats.mp).toBe(0);
  });

  it('collects the items members find and finishes a collect quest when all are in', async () => {
    const [ada, bob] = (await partyOf(2)) as [TestAccount, TestAccount];
    await giveScroll(ada, 'atom1');
    await as(ada).ok('POST', '/groups/party/quests/invite/atom1');
    await as(bob).ok('POST', '/groups/party/quests/accept');
    // atom1: 20 bars of soap.
    await test.db.query(
      `UPDATE users SET party = jsonb_set(party, '{quest,progress,collectedItems}', '15') WHERE id = $1`,
      [bob.id],
    );
    clock.jump(DAY);
    expect((await cron(bob)).statusCode).toBe(200);
    expect((await as(ada).party()).quest.progress.collect).toEqual({ soapBars: 15 });
    await test.db.query(
      `UPDATE users SET party = jsonb_set(party, '{quest,progress,collectedItems}', '7') WHERE id = $1`,
      [ada.id],
    );
    clock.jump(DAY);
    expect((await cron(ada)).statusCode).toBe(200);
    const party = await as(bob).party();
    expect(party.quest.key).toBeNull();
    expect(party.chat.map((m: Json) => m.info.type)).toContain('all_items_found');
    expect((await as(bob).user()).achievements.quests.atom1).toBe(1);
  });

  it('aborts only for the leader or owner, and gives the scroll back', async () => {
    const [ada, bob] = (await startRat()) as [TestAccount, TestAccount];
    expectRefused(await as(bob).quest('abort'), 401, 'onlyLeaderAbortQuest');
    expectRefused(await as(ada).quest('cancel'), 401, 'cantCancelActiveQuest');
    const reset = await as(ada).ok('POST', '/groups/party/quests/abort');
    expect(reset).toMatchObject({ key: null, active: false });
    expect((await as(ada).user()).items.quests.rat).toBe(1);
    expect((await as(bob).user()).party.quest.key).toBeNull();
    expectRefused(await as(ada).quest('abort'), 404, 'noActiveQuestToAbort');
  });

  it('cancels a pending quest without using the scroll', async () => {
    const [ada, bob] = (await partyOf(2)) as [TestAccount, TestAccount];
    await giveScroll(ada, 'rat');
    await as(ada).ok('POST', '/groups/party/quests/invite/rat');
    expectRefused(await as(bob).quest('cancel'), 401, 'onlyLeaderCancelQuest');
    await as(ada).ok('POST', '/groups/party/quests/cancel');
    expect((await as(ada).user()).items.quests.rat).toBe(1);
    expect((await as(bob).user()).party.quest).toMatchObject({ key: null, RSVPNeeded: false });
    expectRefused(await as(ada).quest('cancel'), 404, 'questInvitationDoesNotExist');
  });

  it('counts every member’s damage exactly once when their day boundaries race', async () => {
    const fighters = await partyOf(4);
    const [ada, ...others] = fighters as [TestAccount, ...TestAccount[]];
    await giveScroll(ada, 'rat');
    await as(ada).ok('POST', '/groups/party/quests/invite/rat');
    for (const member of others) await as(member).ok('POST', '/groups/party/quests/accept');
    // Member i: 10 × (i + 1) damage, one missed-daily point (−1 × 2.5 back to everyone).
    for (const [index, fighter] of fighters.entries()) {
      await setPending(fighter, { up: 10 * (index + 1), down: -1 });
    }
    clock.jump(DAY);
    // Each member's boundary twice at once: only one run a day each.
    const answers = await Promise.all([...fighters, ...fighters].map(cron));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    const quest = (await as(ada).party()).quest;
    expect(quest.progress.hp).toBe(1200 - (10 + 20 + 30 + 40));
    for (const fighter of fighters) {
      expect((await as(fighter).user()).stats.hp).toBe(50 - 4 * 2.5);
    }
    const hits = (await as(ada).party()).chat.filter((m: Json) => m.info.type === 'boss_damage');
    expect(hits).toHaveLength(4);
  });

  it('refuses quest calls on a group that is not the player’s', async () => {
    const [ada] = await partyOf(1);
    const tavern = await as(ada!).call('POST', '/groups/habitrpg/quests/accept');
    // The Tavern is not the player's group to change: not found, as any unreachable group.
    expect(tavern.statusCode).toBe(404);
    expect(tavern.json<{ message: string }>().message).toBe(formatMessage('groupNotFound'));
  });
});
