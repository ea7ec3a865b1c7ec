// The set-up the Hall route tests share (issue 18): an app on the database under test with a
// support e-mail, a staff member with userSupport, and the hero edit call.
import { afterAll, beforeAll } from 'vitest';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest, TestDatabase } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { registerStaff } from '../../../test/helpers/staff.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';

export interface HallTest {
  test: TestDatabase;
  app: App;
  support: TestAccount;
}

/** Registers the hooks in the calling describe; `t`'s fields are set before the tests run. */
export function useHallTest(database: DatabaseUnderTest) {
  const t = {} as HallTest;
  beforeAll(async () => {
    t.test = await database.open();
    t.app = buildTestApp(t.test.db, { supportEmail: 'admin@example.com' });
    t.support = await registerStaff(t.app, { userSupport: true });
  });
  afterAll(async () => {
    await t.app.close();
    await t.test.drop();
  });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  /** PUT /hall/heroes/:heroId, by the support staff member unless told otherwise. */
  const putHero = (heroId: string, body: object, by?: TestAccount) =>
    as(by ?? t.support).call('PUT', `/hall/heroes/${heroId}`, body);
  return { t, as, putHero };
}
