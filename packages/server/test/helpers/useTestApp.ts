// The set-up most route tests share: a fresh database under test, an app on it, and the players
// the file's tests act as; all opened before the describe's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Clock } from '../../src/services/clock.ts';
import type { RandomSource } from '../../src/services/random.ts';
import { registerAccount, type TestAccount } from './accounts.ts';
import type { DatabaseUnderTest, TestDatabase } from './databases.ts';
import { registerStaff } from './staff.ts';
import { buildTestApp } from './testApp.ts';

export interface TestAppOptions<Name extends string, Staff extends string> {
  /**
   * Config overrides. A function is called when the app is built, after the describe's earlier
   * `beforeAll` hooks: for what they make first (a directory, a server to point at).
   */
  config?: Partial<Config> | (() => Partial<Config>);
  clock?: Clock;
  random?: RandomSource;
  /** Players registered in this order once the app is up, each a field of the handle. */
  accounts?: readonly Name[];
  /** Staff members registered after them, each with its permissions, also fields of the handle. */
  staff?: Record<Staff, Record<string, boolean>>;
}

export type TestApp<Name extends string = never> = {
  test: TestDatabase;
  app: App;
} & Record<Name, TestAccount>;

/**
 * Registers the hooks in the calling describe and answers a handle whose fields are set before
 * its tests run (not while the describe is being collected).
 */
export function useTestApp<const Name extends string = never, Staff extends string = never>(
  database: DatabaseUnderTest,
  { config = {}, clock, random, accounts = [], staff }: TestAppOptions<Name, Staff> = {},
): TestApp<Name | Staff> {
  const handle = {} as { test: TestDatabase; app: App } & Record<string, TestAccount>;
  beforeAll(async () => {
    handle.test = await database.open();
    const overrides = typeof config === 'function' ? config() : config;
    handle.app = buildTestApp(handle.test.db, overrides, { clock, random });
    for (const name of accounts) handle[name] = await registerAccount(handle.app);
    for (const [name, permissions] of Object.entries<Record<string, boolean>>(staff ?? {})) {
      handle[name] = await registerStaff(handle.app, permissions);
    }
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.test?.drop();
  });
  return handle as TestApp<Name | Staff>;
}
