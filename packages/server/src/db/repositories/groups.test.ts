import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { loadUser } from './users.ts';
import {
  addGroupMember,
  createGroup,
  findGroup,
  findPartyId,
  listGroupMembers,
  listUserGroupIds,
  removeGroupMember,
  removeUserFromAllGroups,
  TAVERN_ID,
} from './groups.ts';

const now = new Date('2026-11-24T10:00:00Z');

describe.each(databasesUnderTest())('groups on $name', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open();
  });
  beforeEach(async () => {
    await test.db.exec("DELETE FROM groups WHERE type <> 'tavern'; DELETE FROM users");
  });
  afterAll(async () => {
    await test.drop();
  });

  const newUser = async () =>
    (await test.db.query<{ id: string }>('INSERT INTO users DEFAULT VALUES RETURNING id'))[0]!.id;
  const newParty = (leaderId: string) =>
    test.db.transaction((tx) =>
      createGroup(tx, { type: 'party', name: 'Ada’s party', leaderId, now }),
    );

  it('creates a party led by its first member, private, summary from the name', async () => {
    const ada = await newUser();
    const party = await newParty(ada);

    expect(party).toMatchObject({
      type: 'party',
      name: 'Ada’s party',
      summary: 'Ada’s party',
      privacy: 'private',
      leader_id: ada,
      member_count: 1,
      balance: 0,
      quest: { key: null, active: false, members: {} },
    });
    expect(await findPartyId(test.db, ada)).toBe(party!.id);
    expect(await listGroupMembers(test.db, party!.id)).toEqual([
      { userId: ada, role: 'member', joinedAt: now },
    ]);
  });

  it('refuses a second party to its leader and writes nothing', async () => {
    const ada = await newUser();
    const first = await newParty(ada);

    expect(await newParty(ada)).toBeUndefined();
    expect(await findPartyId(test.db, ada)).toBe(first!.id);
    const parties = await test.db.query(`SELECT id FROM groups WHERE type = 'party'`);
    expect(parties).toHaveLength(1);
  });

  it('adds and removes members, keeping member_count equal to the members', async () => {
    const [ada, bob, cy] = [await newUser(), await newUser(), await newUser()];
    const party = (await newParty(ada))!;

    expect(await test.db.transaction((tx) => addGroupMember(tx, party.id, bob, { now }))).toBe(
      true,
    );
    expect(await test.db.transaction((tx) => addGroupMember(tx, party.id, bob, { now }))).toBe(
      false,
    );
    expect(
      await test.db.transaction((tx) => addGroupMember(tx, party.id, cy, { role: 'manager', now })),
    ).toBe(true);
    expect((await findGroup(test.db, party.id))!.member_count).toBe(3);
    expect((await listGroupMembers(test.db, party.id)).map((m) => m.userId)).toEqual(
      [ada, bob, cy].sort(),
    );

    expect(await test.db.transaction((tx) => removeGroupMember(tx, party.id, bob, now))).toBe(true);
    expect(await test.db.transaction((tx) => removeGroupMember(tx, party.id, bob, now))).toBe(
      false,
    );
    const after = (await findGroup(test.db, party.id))!;
    expect(after.member_count).toBe(2);
    expect(after.version).toBe(3);
    expect(await findPartyId(test.db, bob)).toBeUndefined();
  });

  it('keeps a player in one party at most, but in any number of guilds', async () => {
    const [ada, bob] = [await newUser(), await newUser()];
    const adasParty = (await newParty(ada))!;
    const bobsParty = (await newParty(bob))!;

    expect(await test.db.transaction((tx) => addGroupMember(tx, bobsParty.id, ada, { now }))).toBe(
      false,
    );
    expect((await findGroup(test.db, bobsParty.id))!.member_count).toBe(1);
    await expect(
      test.db.query(
        `INSERT INTO group_members (group_id, user_id, group_type) VALUES ($1, $2, 'party')`,
        [bobsParty.id, ada],
      ),
    ).rejects.toThrow(/group_members_one_party/);

    const guilds = await test.db.transaction(async (tx) => [
      (await createGroup(tx, { type: 'guild', name: 'Scribes', leaderId: bob, now }))!,
      (await createGroup(tx, { type: 'guild', name: 'Knights', leaderId: bob, now }))!,
    ]);
    for (const guild of guilds) {
      expect(await test.db.transaction((tx) => addGroupMember(tx, guild.id, ada, { now }))).toBe(
        true,
      );
    }
    expect(await listUserGroupIds(test.db, ada, 'guild')).toEqual(guilds.map((g) => g.id).sort());
    expect(await findPartyId(test.db, ada)).toBe(adasParty.id);
  });

  it('pages members by id after a cursor', async () => {
    const ids = [await newUser(), await newUser(), await newUser(), await newUser()];
    const party = (await newParty(ids[0]!))!;
    await test.db.transaction(async (tx) => {
      for (const id of ids.slice(1)) await addGroupMember(tx, party.id, id, { now });
    });
    const sorted = [...ids].sort();

    const first = await listGroupMembers(test.db, party.id, { limit: 2 });
    const rest = await listGroupMembers(test.db, party.id, { afterUserId: first[1]!.userId });

    expect([...first, ...rest].map((member) => member.userId)).toEqual(sorted);
  });

  it('a group type copied onto a membership cannot disagree with the group', async () => {
    const [ada, bob] = [await newUser(), await newUser()];
    const party = (await newParty(ada))!;

    await expect(
      test.db.query(
        `INSERT INTO group_members (group_id, user_id, group_type) VALUES ($1, $2, 'guild')`,
        [party.id, bob],
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('a deleted account leaves its groups; a deleted group takes its memberships', async () => {
    const [ada, bob] = [await newUser(), await newUser()];
    const party = (await newParty(ada))!;
    await test.db.transaction((tx) => addGroupMember(tx, party.id, bob, { now }));

    await test.db.query('DELETE FROM users WHERE id = $1', [ada]);
    expect((await findGroup(test.db, party.id))!.leader_id).toBeNull();
    expect(await listGroupMembers(test.db, party.id)).toHaveLength(1);

    await test.db.query('DELETE FROM groups WHERE id = $1', [party.id]);
    expect(await findPartyId(test.db, bob)).toBeUndefined();
  });

  it('a player leaving every group (account deletion) keeps the member counts true', async () => {
    const [ada, bob] = [await newUser(), await newUser()];
    const party = (await newParty(ada))!;
    const guild = (await test.db.transaction((tx) =>
      createGroup(tx, { type: 'guild', name: 'Scribes', leaderId: ada, now }),
    ))!;
    await test.db.transaction(async (tx) => {
      await addGroupMember(tx, party.id, bob, { now });
      await addGroupMember(tx, guild.id, bob, { now });
    });

    await test.db.transaction((tx) => removeUserFromAllGroups(tx, bob, now));

    expect((await findGroup(test.db, party.id))!.member_count).toBe(1);
    expect((await findGroup(test.db, guild.id))!.member_count).toBe(1);
    expect(await listUserGroupIds(test.db, bob, 'guild')).toEqual([]);
    expect(await findPartyId(test.db, bob)).toBeUndefined();
  });

  it('loadUser carries the player’s party id', async () => {
    const ada = await newUser();
    expect((await loadUser(test.db, ada))!.partyId).toBeUndefined();
    const party = (await newParty(ada))!;

    const loaded = (await loadUser(test.db, ada, { withAccount: false }))!;
    expect(loaded.partyId).toBe(party.id);
    expect(loaded.row).not.toHaveProperty('party_id');
  });

  it('the Tavern exists, public, at its fixed id', async () => {
    expect(await findGroup(test.db, TAVERN_ID)).toMatchObject({
      type: 'tavern',
      name: 'Tavern',
      privacy: 'public',
    });
  });
});
