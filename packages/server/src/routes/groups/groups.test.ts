// Parties through the API (issue 15): create, invite, join, reject, leave, remove, managers,
// members, and what a stranger can see. Each refusal is checked by its message key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';

describe.each(databasesUnderTest())('parties on $name', (database) => {
  let test: TestDatabase;
  let app: App;

  beforeAll(async () => {
    test = await database.open();
    app = buildTestApp(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const player = () => registerAccount(app);
  const as = (account: TestAccount) => groupCalls(app, account);

  /** A party led by `leader` with `members` invited by username and joined. */
  async function partyOf(leader: TestAccount, ...members: TestAccount[]) {
    const party = await as(leader).createParty();
    for (const member of members) {
      expect((await as(leader).invite(party.id, { usernames: [member.username] })).statusCode).toBe(
        200,
      );
      expect((await as(member).join(party.id)).statusCode).toBe(200);
    }
    return party.id as string;
  }

  it('creates a private party led by its creator, and only one', async () => {
    const ada = await player();
    const party = await as(ada).createParty('Ada’s band');
    expect(party).toMatchObject({
      type: 'party',
      privacy: 'private',
      name: 'Ada’s band',
      memberCount: 1,
    });
    expect(party.leader).toMatchObject({ _id: ada.id });
    expect((await as(ada).user()).party._id).toBe(party.id);
    expectRefused(
      await as(ada).call('POST', '/groups', { type: 'party', name: 'Again' }),
      401,
      'messageGroupAlreadyInParty',
    );
    expectRefused(
      await as(await player()).call('POST', '/groups', {
        type: 'party',
        name: 'Open',
        privacy: 'public',
      }),
      401,
      'partyMustbePrivate',
    );
  });

  it('answers 404 groupNotFound for no party and for somebody else’s party', async () => {
    const loner = await player();
    expectRefused(await as(loner).call('GET', '/groups/party'), 404, 'groupNotFound');
    const partyId = await partyOf(await player());
    expectRefused(await as(loner).call('GET', `/groups/${partyId}`), 404, 'groupNotFound');
    expectRefused(await as(loner).call('GET', `/groups/${partyId}/members`), 404, 'groupNotFound');
  });

  it('invites by username; the invitee sees it, joins, and the inviter earns a Basi-List scroll', async () => {
    const [ada, bob] = [await player(), await player()];
    const party = await as(ada).createParty();
    const invited = await as(ada).invite(party.id, { usernames: [`@${bob.username}`] });
    expect(invited.json().data).toEqual([{ id: party.id, name: party.name, inviter: ada.id }]);
    expect((await as(bob).user()).invitations.party).toMatchObject({
      id: party.id,
      inviter: ada.id,
    });

    expect((await as(bob).join(party.id)).statusCode).toBe(200);
    const joined = await as(bob).party();
    expect(joined.memberCount).toBe(2);
    const bobUser = await as(bob).user();
    expect(bobUser.party._id).toBe(party.id);
    expect(bobUser.invitations.parties).toEqual([]);
    expect(bobUser.achievements.partyUp).toBe(true);
    const adaUser = await as(ada).user();
    expect(adaUser.items.quests.basilist).toBe(1);
    expect(adaUser.achievements.partyUp).toBe(true);
    expect(adaUser.notifications.map((n: { type: string }) => n.type)).toEqual(
      expect.arrayContaining(['GROUP_INVITE_ACCEPTED', 'ACHIEVEMENT_PARTY_UP']),
    );
    const accepted = adaUser.notifications.find(
      (n: { type: string }) => n.type === 'GROUP_INVITE_ACCEPTED',
    );
    expect(accepted.data).toMatchObject({
      headerText: expect.stringContaining('accepted your invitation'),
      user: { id: bob.id },
      group: { id: party.id, type: 'party' },
    });
  });

  it('refuses joining without an invitation, and each bad invitation by its key', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const partyId = await partyOf(ada);
    expectRefused(await as(bob).join(partyId), 401, 'messageGroupRequiresInvite');
    expectRefused(await as(ada).invite(partyId, {}), 400, 'canOnlyInviteEmailUuid');
    expectRefused(await as(ada).invite(partyId, { uuids: 'x' }), 400, 'uuidsMustBeAnArray');
    expectRefused(await as(ada).invite(partyId, { usernames: 3 }), 400, 'usernamesMustBeAnArray');
    expectRefused(await as(ada).invite(partyId, { emails: ['x'] }), 400, 'emailsMustBeAnArray');
    expectRefused(await as(ada).invite(partyId, { uuids: [] }), 400, 'inviteMustNotBeEmpty');
    expectRefused(
      await as(ada).invite(partyId, { uuids: [ada.id] }),
      400,
      'cannotInviteSelfToGroup',
    );
    const nobody = '00000000-0000-4000-8000-000000000001';
    expectRefused(await as(ada).invite(partyId, { uuids: [nobody] }), 404, 'userWithIDNotFound', {
      userId: nobody,
    });
    expectRefused(
      await as(ada).invite(partyId, { usernames: ['no_such_player'] }),
      404,
      'userWithUsernameNotFound',
      { username: 'no_such_player' },
    );
    await as(ada).invite(partyId, { uuids: [bob.id] });
    expectRefused(
      await as(ada).invite(partyId, { uuids: [bob.id] }),
      401,
      'userAlreadyPendingInvitation',
    );
    await partyOf(cy);
    expectRefused(await as(ada).invite(partyId, { uuids: [cy.id] }), 401, 'userAlreadyInAParty');
    // Nothing of the refused calls was written: bob's one invitation stands, cy has none.
    expect((await as(bob).user()).invitations.parties).toHaveLength(1);
    expect((await as(cy).user()).invitations.parties).toEqual([]);
  });

  it('caps pending party invitations at 10 and the party at 30 with its invitations', async () => {
    const ada = await player();
    const partyId = await partyOf(ada);
    const uuids = Array.from(
      { length: 11 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expectRefused(await as(ada).invite(partyId, { uuids }), 400, 'partyExceedsInvitesLimit', {
      maxInvites: 10,
    });
    await test.db.query('UPDATE groups SET member_count = 28 WHERE id = $1', [partyId]);
    expectRefused(
      await as(ada).invite(partyId, { uuids: uuids.slice(0, 3) }),
      400,
      'partyExceedsMembersLimit',
      {
        maxMembersParty: 30,
      },
    );
  });

  it('rejects an invitation, and only one that exists', async () => {
    const [ada, bob] = [await player(), await player()];
    const partyId = await partyOf(ada);
    await as(ada).invite(partyId, { uuids: [bob.id] });
    expect((await as(bob).call('POST', `/groups/${partyId}/reject-invite`)).statusCode).toBe(200);
    expect((await as(bob).user()).invitations.parties).toEqual([]);
    expectRefused(
      await as(bob).call('POST', `/groups/${partyId}/reject-invite`),
      401,
      'messageGroupRequiresInvite',
    );
  });

  it('joining another party leaves the first; the last member out deletes it', async () => {
    const [ada, bob] = [await player(), await player()];
    // Invited while without a party (an invitee in a party cannot be invited), then founds one.
    const second = await partyOf(ada);
    await as(ada).invite(second, { uuids: [bob.id] });
    const first = await partyOf(bob);
    const joined = await as(bob).join(second);
    expect(joined.statusCode, joined.body).toBe(200);
    const [row] = await test.db.query('SELECT id FROM groups WHERE id = $1', [first]);
    expect(row).toBeUndefined();
    expect((await as(bob).user()).party._id).toBe(second);
  });

  it('passes leadership to a remaining member when the leader leaves', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const partyId = await partyOf(ada, bob, cy);
    expect((await as(ada).call('POST', `/groups/${partyId}/leave`)).statusCode).toBe(200);
    const party = await as(bob).party();
    expect(party.memberCount).toBe(2);
    expect([bob.id, cy.id]).toContain(party.leader._id);
    expect((await as(ada).user()).party._id).toBeUndefined();
  });

  it('passes the party on when its leader deletes their account, and deletes an empty one', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const partyId = await partyOf(ada, bob);
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/v4/user',
      headers: ada.headers,
      payload: { password: ada.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await as(bob).party()).toMatchObject({
      id: partyId,
      memberCount: 1,
      leader: { _id: bob.id },
    });
    const soloId = await partyOf(cy);
    await app.inject({
      method: 'DELETE',
      url: '/api/v4/user',
      headers: cy.headers,
      payload: { password: cy.password },
    });
    expect(
      await test.db.query('SELECT id FROM groups WHERE id = ANY($1::uuid[])', [[soloId]]),
    ).toEqual([]);
  });

  it('lets only the leader remove a member, never themselves', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const partyId = await partyOf(ada, bob, cy);
    expectRefused(
      await as(bob).call('POST', `/groups/${partyId}/removeMember/${cy.id}`),
      401,
      'onlyLeaderCanRemoveMember',
    );
    expectRefused(
      await as(ada).call('POST', `/groups/${partyId}/removeMember/${ada.id}`),
      401,
      'memberCannotRemoveYourself',
    );
    const stranger = await player();
    expectRefused(
      await as(ada).call('POST', `/groups/${partyId}/removeMember/${stranger.id}`),
      404,
      'groupMemberNotFound',
    );
    expect(
      (await as(ada).call('POST', `/groups/${partyId}/removeMember/${cy.id}`)).statusCode,
    ).toBe(200);
    expect((await as(ada).party()).memberCount).toBe(2);
    expect((await as(cy).user()).party._id).toBeUndefined();
  });

  it('names and removes managers (the leader only, members only)', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const partyId = await partyOf(ada, bob);
    expectRefused(
      await as(ada).call('POST', `/groups/${partyId}/add-manager`, {}),
      400,
      'managerIdRequired',
    );
    expectRefused(
      await as(bob).call('POST', `/groups/${partyId}/add-manager`, { managerId: bob.id }),
      401,
      'messageGroupOnlyLeaderCanUpdate',
    );
    expectRefused(
      await as(ada).call('POST', `/groups/${partyId}/add-manager`, { managerId: cy.id }),
      401,
      'userMustBeMember',
    );
    expectRefused(
      await as(ada).call('POST', `/groups/${partyId}/remove-manager`, { managerId: bob.id }),
      401,
      'userIsNotManager',
    );
    const named = await as(ada).ok('POST', `/groups/${partyId}/add-manager`, { managerId: bob.id });
    expect(named.managers).toEqual({ [bob.id]: true });
    const removed = await as(ada).ok('POST', `/groups/${partyId}/remove-manager`, {
      managerId: bob.id,
    });
    expect(removed.managers).toEqual({});
  });

  it('lets the leader rename the party and hand over leadership; others may not', async () => {
    const [ada, bob] = [await player(), await player()];
    const partyId = await partyOf(ada, bob);
    expectRefused(
      await as(bob).call('PUT', `/groups/${partyId}`, { name: 'Mine' }),
      401,
      'messageGroupOnlyLeaderCanUpdate',
    );
    const renamed = await as(ada).ok('PUT', `/groups/${partyId}`, {
      name: 'Renamed',
      leader: bob.id,
    });
    expect(renamed).toMatchObject({ name: 'Renamed', leader: { _id: bob.id } });
  });

  it('lists members with their public fields, and the party by GET /groups?type=party', async () => {
    const [ada, bob] = [await player(), await player()];
    const partyId = await partyOf(ada, bob);
    const members = await as(ada).ok('GET', '/groups/party/members?includeAllPublicFields=true');
    expect(members.map((m: { _id: string }) => m._id).sort()).toEqual([ada.id, bob.id].sort());
    expect(members[0].stats).toMatchObject({ maxHealth: 50 });
    expect(members[0]).not.toHaveProperty('apiToken');
    const listed = await as(bob).ok('GET', '/groups?type=party');
    expect(listed.map((g: { _id: string }) => g._id)).toEqual([partyId]);
    expectRefused(await as(bob).call('GET', '/groups?type=nonsense'), 400, 'groupTypesRequired');
  });

  it('lists players looking for a party to party leaders only', async () => {
    const [ada, seeker, member] = [await player(), await player(), await player()];
    await partyOf(ada, member);
    await as(seeker).ok('PUT', '/user', { 'party.seeking': new Date().toISOString() });
    expectRefused(await as(seeker).call('GET', '/looking-for-party'), 400, 'notPartyLeader');
    const listed = await as(ada).ok('GET', '/looking-for-party?page=0');
    const ids = listed.map((entry: { _id: string }) => entry._id);
    expect(ids).toContain(seeker.id);
    expect(ids).not.toContain(member.id);
    await as(ada).invite('party', { uuids: [seeker.id] });
    const afterInvite = await as(ada).ok('GET', '/looking-for-party?page=0');
    expect(afterInvite.map((entry: { _id: string }) => entry._id)).not.toContain(seeker.id);
  });
});
