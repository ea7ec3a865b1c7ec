// The set-up the shop route tests share: an app on the database under test with its clock fixed
// on 10 March 2026 (no gala, no food event) and a random source whose first armoire draw picks
// its first piece, a bystander player (`blank`), and helpers that set a player's state.
import { formatMessage } from '@questlog/core';
import { expect } from 'vitest';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest } from '../../../test/helpers/databases.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

export type Answer = {
  success: boolean;
  data: ApiTask;
  message?: string;
  error?: string;
  notifications?: unknown[];
};

/** The catalogue text of `key` with any `{param}` matching anything. */
export const messagePattern = (key: string) =>
  new RegExp(
    `^${formatMessage(key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '.+')}$`,
  );

const NOW = new Date('2026-03-10T12:00:00Z');

/** Registers the hooks in the calling describe; the fields are set before the tests run. */
export function useShopTest(database: DatabaseUnderTest) {
  const t = useTestApp(database, {
    clock: createFixedClock(NOW),
    random: fixedRandom(0.1),
    accounts: ['blank'],
  });
  const { setStats, setItems, setPurchased, setBalance } = playerState(t);
  const setOwnedGear = (account: TestAccount, owned: object) =>
    t.test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{gear,owned}', (items->'gear'->'owned') || $2)
       WHERE id = $1`,
      [account.id, owned],
    );
  const plan = (extra: object) => ({
    plan: {
      gemsBought: 0,
      mysteryItems: [],
      consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
      ...extra,
    },
  });
  const call = (account: TestAccount, url: string, body?: object) =>
    taskCalls(t.app, account).call('POST', url, body);
  const user = (account: TestAccount) => taskCalls(t.app, account).user();
  async function ok(account: TestAccount, url: string, body?: object): Promise<Answer> {
    const response = await call(account, url, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  }

  return { t, setStats, setBalance, setOwnedGear, setItems, setPurchased, plan, call, user, ok };
}
