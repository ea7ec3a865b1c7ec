// GET /user answers party._id from the membership (group_members), beside the player's own
// quest progress kept in users.party.
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { formParty } from '../../test/helpers/parties.ts';
import { taskCalls } from '../../test/helpers/tasks.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('the party in GET /user on $name', (database) => {
  const t = useTestApp(database);

  it('is the membership’s party id with the player’s quest progress; none without a party', async () => {
    const [ada, bob] = [await registerAccount(t.app), await registerAccount(t.app)];
    const progress = { up: 4.5, down: 0, collectedItems: 1 };
    await t.test.db.query(
      `UPDATE users SET party = jsonb_build_object('quest', $2::jsonb) WHERE id = $1`,
      [ada.id, { key: 'vice1', RSVPNeeded: false, progress }],
    );
    const partyId = await formParty(t.test.db, [ada]);

    const adaParty = (await taskCalls(t.app, ada).user()).party;
    expect(adaParty).toEqual({
      _id: partyId,
      quest: { key: 'vice1', RSVPNeeded: false, progress },
    });
    const bobParty = (await taskCalls(t.app, bob).user()).party;
    expect(bobParty).not.toHaveProperty('_id');
  });
});
