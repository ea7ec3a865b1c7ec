// The data migration that moves party ids out of users.party into groups and group_members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';
import { migrate, readMigrations } from './migrate.ts';

const MOVE = '20261124100100_move_party_membership.sql';
const PARTY_UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe.each(databasesUnderTest())('moving party membership on $name', (database) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await database.open({ migrated: false });
  });
  afterAll(async () => {
    await test.drop();
  });

  it('makes a party of each party id, led by its earliest member; users.party keeps the rest', async () => {
    const all = await readMigrations();
    await migrate(
      test.db,
      all.filter((migration) => migration.name < MOVE),
    );
    const insert = (createdAt: string, party: object) =>
      test.db
        .query<{ id: string }>(
          'INSERT INTO users (created_at, party) VALUES ($1, $2) RETURNING id',
          [createdAt, party],
        )
        .then((rows) => rows[0]!.id);
    const quest = { key: 'vice1', RSVPNeeded: false, progress: { up: 12.5, down: 0 } };
    const ada = await insert('2026-01-02T00:00:00Z', { _id: PARTY_UUID, quest });
    const bob = await insert('2026-01-01T00:00:00Z', { _id: PARTY_UUID, order: 'level' });
    const cy = await insert('2026-01-03T00:00:00Z', { _id: 'party-race' });
    const dee = await insert('2026-01-04T00:00:00Z', { _id: '', quest });
    const eve = await insert('2026-01-05T00:00:00Z', {});

    expect(await migrate(test.db, all)).toContain(MOVE);

    const groups = await test.db.query<{ id: string; leader_id: string; member_count: number }>(
      `SELECT id, leader_id, member_count FROM groups WHERE type = 'party' ORDER BY member_count DESC`,
    );
    expect(groups).toEqual([
      { id: PARTY_UUID, leader_id: bob, member_count: 2 },
      { id: expect.any(String), leader_id: cy, member_count: 1 },
    ]);
    const members = await test.db.query<{ group_id: string; user_id: string }>(
      'SELECT group_id, user_id FROM group_members ORDER BY group_id, user_id',
    );
    expect(members).toHaveLength(3);
    expect(
      members
        .filter((m) => m.group_id === PARTY_UUID)
        .map((m) => m.user_id)
        .sort(),
    ).toEqual([ada, bob].sort());
    const parties = await test.db.query<{ id: string; party: object }>(
      'SELECT id, party FROM users',
    );
    const partyOf = (id: string) => parties.find((row) => row.id === id)!.party;
    expect(partyOf(ada)).toEqual({ quest });
    expect(partyOf(bob)).toEqual({ order: 'level' });
    expect(partyOf(cy)).toEqual({});
    // An empty id never was a party; it goes with the others.
    expect(partyOf(dee)).toEqual({ quest });
    expect(partyOf(eve)).toEqual({});
  });
});
