import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTempDir } from '../../../test/helpers/tempDir.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { sha256 } from '../../services/secrets.ts';

describe.each(databasesUnderTest())('forgotten password on $name', (database) => {
  const clock = createFixedClock();
  const outbox = useTempDir('questlog-outbox-test-');
  const t = useTestApp(database, {
    config: () => ({
      outboxDir: outbox.path,
      publicUrl: 'https://questlog.test',
      passwordResetMinutes: 60,
    }),
    clock,
    accounts: ['ada'],
  });

  const mails = async () =>
    (await readdir(outbox.path)).filter((name) => name.endsWith('.eml')).sort();
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v4/user/reset-password', payload: { email } });
  const setNew = (code: string, newPassword = 'brand new secret', confirmPassword = newPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/reset-password-set-new-one',
      payload: { code, newPassword, confirmPassword },
    });
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      payload: { username: t.ada.username, password },
    });

  /** Mails the link, reads the newest .eml and follows its link's code. */
  const mailedCode = async (): Promise<string> => {
    expect((await forgot(t.ada.email.toUpperCase())).statusCode).toBe(200);
    const newest = (await mails()).at(-1)!;
    const eml = (await readFile(join(outbox.path, newest), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(eml).toContain(`To: ${t.ada.email}`);
    const link = /https:\/\/questlog\.test\/reset-password\?code=([A-Za-z0-9_-]+)/.exec(eml);
    expect(link).not.toBeNull();
    return link![1]!;
  };

  it('answers 200 with the same message for an unknown address and writes no mail', async () => {
    const before = await mails();
    const response = await forgot('nobody@example.com');

    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/If an account uses that e-mail/);
    expect(await mails()).toEqual(before);
  });

  it('mails a link whose code sets a new password once and signs every device out', async () => {
    const code = await mailedCode();
    // Only the code's SHA-256 is kept.
    const stored = await t.test.db.query(
      'SELECT 1 FROM password_reset_codes WHERE code_hash = $1',
      [sha256(code)],
    );
    expect(stored).toHaveLength(1);
    const secondDevice = (await login(t.ada.password)).json<{ data: { apiToken: string } }>().data;

    const response = await setNew(code);
    expect(response.statusCode).toBe(200);

    const oldToken = await t.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: t.ada.headers,
    });
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json()).toMatchObject({ code: 'invalid_credentials' });
    const otherDevice = await t.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: { 'x-api-user': t.ada.id, 'x-api-key': secondDevice.apiToken },
    });
    expect(otherDevice.statusCode).toBe(401);
    expect((await login(t.ada.password)).statusCode).toBe(401);
    expect((await login('brand new secret')).statusCode).toBe(200);

    const again = await setNew(code, 'another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'BadRequest',
      message: expect.stringMatching(/not valid any more/),
    });
  });

  it('mails one address at most three times per window, still answering 200', async () => {
    clock.jump(60 * 60_000);
    const before = (await mails()).length;
    for (let request = 0; request < 5; request += 1) {
      expect((await forgot(t.ada.email)).statusCode).toBe(200);
    }
    expect((await mails()).length).toBe(before + 3);
    clock.jump(60 * 60_000);
  });

  it('refuses an expired code', async () => {
    const code = await mailedCode();
    clock.jump(61 * 60_000);
    expect((await setNew(code)).statusCode).toBe(400);
  });

  it.each([
    ['a short password', 'short', 'short', 'newPassword'],
    ['a different confirmation', 'long enough 1', 'long enough 2', 'confirmPassword'],
  ])(
    'refuses %s with 400 and keeps the code usable',
    async (_case, password, confirmation, param) => {
      const code = await mailedCode();
      const response = await setNew(code, password, confirmation);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ param }] });
      expect((await setNew(code, 'final secret 1')).statusCode).toBe(200);
    },
  );

  it('refuses an unknown code and a missing field with 400', async () => {
    expect((await setNew('made-up-code')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/reset-password-set-new-one',
      payload: { code: 'x' },
    });
    expect(missing.statusCode).toBe(400);
  });
});
