// Guessing cannot lock the owner out: failures are counted per account and client, so a device the
// owner signed in from keeps its own count (by the cookie the sign-in set, or the x-device-id
// header an API client sends back), guesses from elsewhere slow down step by step, the owner is
// told once per window, and a busy shared address does not shut out the known devices behind it.
// Time moves only on the injected clock.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTempDir } from '../../../test/helpers/tempDir.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';

const PER_ACCOUNT = 10;
const PER_ADDRESS = 20;
const WINDOW_MINUTES = 15;
const MINUTE = 60_000;
const ATTACKER = '203.0.113.9';
const HOME = '192.0.2.10';
const url = '/api/v4/user/auth/local/login';

interface SignIn {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { data: { deviceId: string } };
}

describe.each(databasesUnderTest())('sign-in limits with known devices on $name', (database) => {
  const clock = createFixedClock();
  const outbox = useTempDir('questlog-outbox-test-');
  const t = useTestApp(database, {
    config: () => ({
      outboxDir: outbox.path,
      signInLimits: {
        perAccount: PER_ACCOUNT,
        perAccountNewDevices: 100,
        perAddress: PER_ADDRESS,
        windowMinutes: WINDOW_MINUTES,
      },
    }),
    clock,
  });

  const login = (
    username: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress, headers });
  const guess = (account: TestAccount, address = ATTACKER) =>
    login(account.username, 'not the password', address);
  /** The owner signs in from home; answers the device cookie and the id the answer carries. */
  const signInAtHome = async (account: TestAccount) => {
    const answer = (await login(account.username, account.password, HOME)) as SignIn;
    expect(answer.statusCode).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(
      /^questlog_device=[\w-]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    return { cookie: cookie.split(';')[0]!, deviceId: answer.json().data.deviceId };
  };
  const mailsTo = async (account: TestAccount) => {
    const names = (await readdir(outbox.path)).filter((name) => name.endsWith('.eml'));
    const texts = await Promise.all(names.map((name) => readFile(join(outbox.path, name), 'utf8')));
    return texts.filter((text) => text.includes(`To: ${account.email}`));
  };

  it("an attacker's 200 parallel guesses check 10; the owner's device still signs in; the attacker's next guess is refused", async () => {
    const owner = await registerAccount(t.app);
    const device = await signInAtHome(owner);

    const answers = await Promise.all(Array.from({ length: 200 }, () => guess(owner)));
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    expect(checked).toBe(PER_ACCOUNT);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(200 - PER_ACCOUNT);

    // From home by the cookie, and from the attacker's own (shared) address by the header.
    const home = await login(owner.username, owner.password, HOME, { cookie: device.cookie });
    expect(home.statusCode, home.body).toBe(200);
    const shared = await login(owner.username, owner.password, ATTACKER, {
      'x-device-id': device.deviceId,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((shared as SignIn).json().data.deviceId).toBe(device.deviceId);

    const next = await guess(owner);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ success: false, error: 'TooManyRequests' });
    expect(Number(next.headers['retry-after'])).toBe(WINDOW_MINUTES * 60);
    // Even the right password from the attacker's client without the device waits.
    expect((await login(owner.username, owner.password, ATTACKER)).statusCode).toBe(429);

    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Someone is trying to sign in to your Questlog account');
    expect(mails[0]).toContain(ATTACKER);
  });

  it('slows a guesser down step by step: one more guess after each lock, each lock twice as long', async () => {
    const owner = await registerAccount(t.app);
    const patient = '203.0.113.20';
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await guess(owner, patient)).statusCode).toBe(401);
    }
    for (const lockMinutes of [WINDOW_MINUTES, 2 * WINDOW_MINUTES, 4 * WINDOW_MINUTES]) {
      const refused = await guess(owner, patient);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(lockMinutes * 60);
      clock.jump(lockMinutes * MINUTE - 1000);
      expect((await guess(owner, patient)).statusCode).toBe(429);
      clock.jump(1000);
      expect((await guess(owner, patient)).statusCode).toBe(401);
    }
    // Another client of the same account is not slowed by that streak.
    expect((await login(owner.username, owner.password, '198.51.100.40')).statusCode).toBe(200);
    // One mail a lock: each came a window or more after the one before.
    expect(await mailsTo(owner)).toHaveLength(4);
  });

  it('past the address limit, new clients behind that address wait; known devices sign in', async () => {
    const office = '198.51.100.7';
    const [known, newcomer] = [await registerAccount(t.app), await registerAccount(t.app)];
    const device = await signInAtHome(known);
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      expect((await login(`nobody${attempt}`, 'whatever1', office)).statusCode).toBe(401);
    }

    expect((await login(newcomer.username, newcomer.password, office)).statusCode).toBe(429);
    const withDevice = await login(known.username, known.password, office, {
      cookie: device.cookie,
    });
    expect(withDevice.statusCode).toBe(200);
    clock.jump(WINDOW_MINUTES * MINUTE);
    expect((await login(newcomer.username, newcomer.password, office)).statusCode).toBe(200);
  });

  it('remembers the device that registered the account', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/register',
      remoteAddress: HOME,
      payload: {
        username: 'freshOwner',
        email: 'fresh.owner@example.com',
        password: 'a long password',
        confirmPassword: 'a long password',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(String(registered.headers['set-cookie'])).toMatch(/^questlog_device=/);
    const { deviceId } = registered.json<{ data: { deviceId: string } }>().data;
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      await login('freshOwner', 'not the password', HOME);
    }
    expect((await login('freshOwner', 'a long password', HOME)).statusCode).toBe(429);
    const fromDevice = await login('freshOwner', 'a long password', HOME, {
      'x-device-id': deviceId,
    });
    expect(fromDevice.statusCode).toBe(200);
  });

  it("treats another account's device id as no device, and gives that account its own", async () => {
    const [ada, bob] = [await registerAccount(t.app), await registerAccount(t.app)];
    const adas = await signInAtHome(ada);
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) await guess(bob, HOME);

    const borrowed = await login(bob.username, bob.password, HOME, {
      'x-device-id': adas.deviceId,
    });
    expect(borrowed.statusCode).toBe(429);
    clock.jump(WINDOW_MINUTES * MINUTE);
    const signedIn = (await login(bob.username, bob.password, HOME, {
      'x-device-id': adas.deviceId,
    })) as SignIn;
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.deviceId).not.toBe(adas.deviceId);
  });
});
