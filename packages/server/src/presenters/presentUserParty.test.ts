// GET /user answers party._id from the membership (group_members), beside the player's own
// quest progress kept in users.party.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';
import { formParty } from '../../test/helpers/parties.ts';
import { taskCalls } from '../../test/helpers/tasks.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';
import type { App } from '../app.ts';

describe.each(databasesUnderTest())('the party in GET /user on $name', (database) => {
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

  it('is the membership’s party id with the player’s quest progress; none without a party', async () => {
    const [ada, bob] = [await registerAccount(app), await registerAccount(app)];
    const progress = { up: 4.5, down: 0, collectedItems: 1 };
    await test.db.query(
      `UPDATE users SET party = jsonb_build_object('quest', $2::jsonb) WHERE id = $1`,
      [ada.id, { key: 'vice1', RSVPNeeded: false, progress }],
    );
    const partyId = await formParty(test.db, [ada]);

    const adaParty = (await taskCalls(app, ada).user()).party;
    expect(adaParty).toEqual({
      _id: partyId,
      quest: { key: 'vice1', RSVPNeeded: false, progress },
    });
    const bobParty = (await taskCalls(app, bob).user()).party;
    expect(bobParty).not.toHaveProperty('_id');
  });
});
