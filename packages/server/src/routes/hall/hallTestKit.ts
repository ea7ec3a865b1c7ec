// The set-up the Hall route tests share (issue 18): an app on the database under test with a
// support e-mail, a staff member with userSupport, and the hero edit call.
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

/** Registers the hooks in the calling describe; `t`'s fields are set before the tests run. */
export function useHallTest(database: DatabaseUnderTest) {
  const t = useTestApp(database, {
    config: { supportEmail: 'admin@example.com' },
    staff: { support: { userSupport: true } },
  });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  /** PUT /hall/heroes/:heroId, by the support staff member unless told otherwise. */
  const putHero = (heroId: string, body: object, by?: TestAccount) =>
    as(by ?? t.support).call('PUT', `/hall/heroes/${heroId}`, body);
  return { t, as, putHero };
}
