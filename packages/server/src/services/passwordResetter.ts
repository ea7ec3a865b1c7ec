// Forgotten passwords (issue 3 server 4): a one-time link that expires, mailed to the account's
// address; following it sets a new password and signs every device out (all API tokens go).
// Only the SHA-256 of a code is stored.
import { BadRequest } from '@questlog/core';
import { recordEvent } from '../db/repositories/events.ts';
import { loadCredentials } from '../db/repositories/users.ts';
import { playerLanguage } from '../i18n/playerLanguage.ts';
import { serverText } from '../i18n/serverText.ts';
import { revokeApiTokens } from './apiTokens.ts';
import type { AppResources } from './appResources.ts';
import { changePlayerInTransaction } from './players/playerChanger.ts';
import { newOneTimeCode, sha256 } from './secrets.ts';
import { countAttempt } from './signInLimiter.ts';

/** Reset mails one address receives per sign-in failure window; more are silently dropped. */
const RESET_MAILS_PER_WINDOW = 3;

export async function sendResetLink(app: AppResources, email: string): Promise<void> {
  const [account] = await loadCredentials(app.db, 'email = lower($1)', email.trim());
  if (!account?.email) return;
  const now = app.clock.now();
  // The answer never changes (it would tell whether the address has an account), so a flood of
  // requests is stopped by not mailing, instead of by a 429.
  const limits = app.config.signInLimits;
  if (
    (await countAttempt(app.limits.signIns, `reset:${account.email}`, limits, now)) >
    RESET_MAILS_PER_WINDOW
  ) {
    app.log.warn({ userId: account.user_id }, 'password reset mail not sent: too many requests');
    return;
  }
  const code = newOneTimeCode();
  const expiresAt = new Date(now.getTime() + app.config.passwordResetMinutes * 60_000);
  await app.db.query(
    'INSERT INTO password_reset_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)',
    [sha256(code), account.user_id, expiresAt],
  );
  const link = `${app.config.publicUrl}/reset-password?code=${encodeURIComponent(code)}`;
  const language = await playerLanguage(app.db, account.user_id);
  try {
    await app.mailer.send({
      to: account.email,
      subject: serverText(language, 'emails', 'passwordReset.subject'),
      text: serverText(language, 'emails', 'passwordReset.text', {
        username: account.username,
        minutes: app.config.passwordResetMinutes,
        link,
      }),
    });
  } catch (error) {
    // The answer is the same whether or not an account exists, so a failed send is only logged.
    app.log.error({ err: error }, 'could not send the password reset e-mail');
  }
}

/** Sets the password of the code's account; the code and every other open code stop working. */
export async function useResetCode(app: AppResources, code: string, passwordHash: string) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [reset] = await tx.query<{ user_id: string }>(
      `SELECT user_id FROM password_reset_codes
       WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [sha256(code), now],
    );
    if (!reset) throw new BadRequest('passwordResetCodeInvalid');
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [reset.user_id]);
    await tx.query(
      'UPDATE password_reset_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
      [reset.user_id, now],
    );
    await tx.query(
      'UPDATE credentials SET password_hash = $2, updated_at = $3 WHERE user_id = $1',
      [reset.user_id, passwordHash, now],
    );
    await revokeApiTokens(tx, reset.user_id);
    await recordEvent(tx, {
      type: 'account.passwordChanged',
      userId: reset.user_id,
      payload: { by: 'resetLink' },
    });
    // The version moves, so every open client sees its account changed.
    await changePlayerInTransaction(tx, { now }, reset.user_id, async () => undefined, {
      withAccount: false,
    });
  });
}
