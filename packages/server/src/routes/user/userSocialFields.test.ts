// GET /user carries the social fields the original's clients read (issue 14 point 2), with the
// original's names and types, filled from the tables that hold them.
import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { addGroupMember, createGroup } from '../../db/repositories/groups.ts';

interface SocialUser {
  party: { _id?: string; quest: object };
  guilds: string[];
  challenges: unknown[];
  newMessages: Record<string, unknown>;
  inbox: { newMessages: number; optOut: boolean; blocks: string[] };
  invitations: { party: Record<string, unknown>; parties: object[]; guilds: object[] };
  profile: { name: string };
  auth: { timestamps: { created: string; loggedin: string; updated: string } };
}

describe.each(databasesUnderTest())('GET /user social fields on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada', 'bob'] });

  const userOf = async (account: TestAccount) =>
    dataOf<SocialUser>(
      await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: account.headers }),
    );

  it('a new player has the fields, empty, with the original types', async () => {
    const user = await userOf(t.ada);
    expect(user.guilds).toEqual([]);
    expect(user.challenges).toEqual([]);
    expect(user.newMessages).toEqual({});
    expect(user.inbox).toMatchObject({ newMessages: 0, optOut: false, blocks: [] });
    expect(user.invitations).toEqual({ party: {}, parties: [], guilds: [] });
    expect(user.party).not.toHaveProperty('_id');
    expect(typeof user.profile.name).toBe('string');
    for (const stamp of Object.values(user.auth.timestamps)) {
      expect(new Date(stamp).toISOString()).toBe(stamp);
    }
  });

  it('names the party, the guilds, the invitations and the unread messages', async () => {
    const now = new Date();
    const partyId = await formParty(t.test.db, [t.bob, t.ada]);
    const otherLeader = await registerAccount(t.app);
    const { guild, invitingGuild, invitingParty } = await t.test.db.transaction(async (tx) => {
      const guild = (await createGroup(tx, {
        type: 'guild',
        name: 'Readers',
        leaderId: t.bob.id,
        now,
        privacy: 'public',
      }))!;
      await addGroupMember(tx, guild.id, t.ada.id, { now });
      const invitingGuild = (await createGroup(tx, {
        type: 'guild',
        name: 'Runners',
        leaderId: t.bob.id,
        now,
      }))!;
      const invitingParty = (await createGroup(tx, {
        type: 'party',
        name: 'Other party',
        leaderId: otherLeader.id,
        now,
      }))!;
      for (const group of [invitingGuild, invitingParty]) {
        await tx.query(
          'INSERT INTO group_invitations (group_id, user_id, inviter_id) VALUES ($1, $2, $3)',
          [group.id, t.ada.id, t.bob.id],
        );
      }
      for (const text of ['hello', 'again']) {
        await tx.query(
          `INSERT INTO inbox_messages (owner_id, other_id, is_sent, text, created_at)
           VALUES ($1, $2, false, $3, $4)`,
          [t.ada.id, t.bob.id, text, now],
        );
      }
      return { guild, invitingGuild, invitingParty };
    });

    const user = await userOf(t.ada);
    expect(user.party._id).toBe(partyId);
    expect(user.guilds).toEqual([guild.id]);
    expect(user.inbox.newMessages).toBe(2);
    const partyInvitation = { id: invitingParty.id, name: 'Other party', inviter: t.bob.id };
    expect(user.invitations.parties).toEqual([expect.objectContaining(partyInvitation)]);
    expect(user.invitations.party).toMatchObject(partyInvitation);
    expect(user.invitations.guilds).toEqual([
      expect.objectContaining({ id: invitingGuild.id, name: 'Runners', publicGuild: false }),
    ]);
    // Bob sent nothing to himself and was invited nowhere.
    const other = await userOf(t.bob);
    expect(other.inbox.newMessages).toBe(0);
    expect(other.invitations.parties).toEqual([]);
  });
});
