// Two party members casting party skills at the same moment touch each other's rows: a cast
// locks the whole party in id order before anything else (the cast's lock), so the casts
// queue instead of deadlocking, every cast lands and no answer is a 500.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { fixedRandom } from '../../services/random.ts';

const CASTS_EACH = 6;

describe.each(databasesUnderTest())('simultaneous party skills on $name', (database) => {
  const t = useTestApp(database, { random: fixedRandom(0.99) });

  async function warrior(): Promise<TestAccount> {
    const account = await registerAccount(t.app);
    await t.test.db.query(
      `UPDATE users SET stats = stats || '{"lvl": 14, "mp": 1000}' WHERE id = $1`,
      [account.id],
    );
    const chosen = await taskCalls(t.app, account).call('POST', '/user/change-class?class=warrior');
    expect(chosen.statusCode, chosen.body).toBe(200);
    return account;
  }

  it('every cast lands, each member’s version counting every change', async () => {
    const ada = await warrior();
    const bob = await warrior();
    await formParty(t.test.db, [ada, bob]);
    const versionsBefore = await Promise.all(
      [ada, bob].map(async (account) => (await taskCalls(t.app, account).user())._v as number),
    );
    const cast = (account: TestAccount) =>
      taskCalls(t.app, account).call('POST', '/user/class/cast/valorousPresence');
    const responses = await Promise.all(
      Array.from({ length: CASTS_EACH }, () => [cast(ada), cast(bob)]).flat(),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    // Every cast bumps both members' versions: nothing was lost or applied twice.
    const versionsAfter = await Promise.all(
      [ada, bob].map(async (account) => (await taskCalls(t.app, account).user())._v as number),
    );
    expect(versionsAfter).toEqual(versionsBefore.map((version) => version + 2 * CASTS_EACH));
  });
});
