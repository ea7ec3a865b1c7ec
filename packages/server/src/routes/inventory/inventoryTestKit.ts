// The set-up the inventory and stable route tests share: an app on the database under test,
// a fresh player (`ada`) per test and one bystander (`bob`), and helpers that set items and
// gems and check that a refusal changed nothing.
import { dropPets } from '@questlog/core';
import { beforeEach, expect } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest } from '../../../test/helpers/databases.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp, type TestApp } from '../../../test/helpers/useTestApp.ts';

const DROP_KEYS = dropPets.map((pet) => pet.key);
export const all = <T>(value: T) => Object.fromEntries(DROP_KEYS.map((key) => [key, value]));

/** Registers the hooks in the calling describe; the fields are set before each test runs. */
export function useInventoryTest(database: DatabaseUnderTest) {
  const t = useTestApp(database, { accounts: ['bob'] }) as TestApp<'bob' | 'ada'>;
  beforeEach(async () => {
    t.ada = await registerAccount(t.app);
  });

  const { setItems, setBalance } = playerState(t);
  const call = (method: 'GET' | 'POST', url: string) => taskCalls(t.app, t.ada).call(method, url);
  const user = (account?: TestAccount) => taskCalls(t.app, account ?? t.ada).user();

  /** A refusal: the status, error key's message, and no change to the player. */
  async function expectRefused(
    method: 'GET' | 'POST',
    url: string,
    status: number,
    message: string,
  ) {
    const before = await user();
    const response = await call(method, url);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    const after = await user();
    expect(after._v).toBe(before._v);
    expect(after.items).toEqual(before.items);
    expect(after.balance).toBe(before.balance);
  }

  return { t, setItems, setBalance, call, user, expectRefused };
}
