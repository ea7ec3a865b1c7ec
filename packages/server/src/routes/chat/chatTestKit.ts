// The set-up the group chat tests share: an app on the database under test whose clock each test
// starts at the real time, the social fixtures, and players old enough for their flags to count.
import { beforeAll, beforeEach } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { socialFixtures } from '../../../test/helpers/social.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import type { Config } from '../../config.ts';
import { createClock } from '../../services/clock.ts';

/** Registers the hooks in the calling describe; `t` and `fixtures` are set before its tests run. */
export function useChatTest(database: DatabaseUnderTest, config: Partial<Config> = {}) {
  const clock = createClock();
  const t = useTestApp(database, { config, clock });
  const fixtures = {} as ReturnType<typeof socialFixtures>;
  beforeAll(() => {
    Object.assign(fixtures, socialFixtures(t.test.db));
  });
  beforeEach(() => clock.reset());

  const as = (account: TestAccount) => groupCalls(t.app, account);
  /** A player whose account is a month old (their flags count). */
  async function player() {
    const account = await registerAccount(t.app);
    await fixtures.ageAccount(account.id, 30);
    return account;
  }
  return { t, clock, fixtures, as, player };
}
