// Tells the owner by e-mail that someone is guessing their password: sent when guesses reach a
// limit, at most once per sign-in failure window (counted in the sign-in windows
// under `alert:<user id>`). A failed send is logged only: the sign-in answer must not depend on the mail.
import type { AppResources } from './appResources.ts';
import { countAttempt } from './signInLimiter.ts';

export interface AlertedAccount {
  user_id: string;
  username: string;
  email: string | null;
}

export async function alertOwnerOfGuessing(
  app: Pick<AppResources, 'config' | 'mailer' | 'log' | 'limits'>,
  account: AlertedAccount,
  address: string,
  now: Date,
): Promise<void> {
  if (!account.email) return;
  const limits = app.config.signInLimits;
  if ((await countAttempt(app.limits.signIns, `alert:${account.user_id}`, limits, now)) > 1) return;
  try {
    await app.mailer.send({
      to: account.email,
      subject: 'Someone is trying to sign in to your Questlog account',
      text:
        `Hello ${account.username},\n\nthere have been several sign-ins to your Questlog account ` +
        `with a wrong password, the latest from the address ${address}. Those attempts are now ` +
        'slowed down. Devices you have signed in from before can still sign in as usual.\n\n' +
        'If this was you, wait a little and try again. If it was not, your account is safe as ' +
        'long as nobody knows your password; to be sure, choose a new one here:\n\n' +
        `${app.config.publicUrl}/forgot-password\n`,
    });
  } catch (error) {
    app.log.error({ err: error, userId: account.user_id }, 'could not send the sign-in alert');
  }
}
