// Tells the owner by e-mail that someone is guessing their password: sent when guesses reach a
// limit, at most once per sign-in failure window (counted in the sign-in windows
// under `alert:<user id>`). A failed send is logged only: the sign-in answer must not depend on the mail.
import { playerLanguage } from '../i18n/playerLanguage.ts';
import { serverText } from '../i18n/serverText.ts';
import type { AppResources } from './appResources.ts';
import { countAttempt } from './signInLimiter.ts';

export interface AlertedAccount {
  user_id: string;
  username: string;
  email: string | null;
}

export async function alertOwnerOfGuessing(
  app: Pick<AppResources, 'db' | 'config' | 'mailer' | 'log' | 'limits'>,
  account: AlertedAccount,
  address: string,
  now: Date,
): Promise<void> {
  if (!account.email) return;
  const limits = app.config.signInLimits;
  if ((await countAttempt(app.limits.signIns, `alert:${account.user_id}`, limits, now)) > 1) return;
  try {
    const language = await playerLanguage(app.db, account.user_id);
    await app.mailer.send({
      to: account.email,
      subject: serverText(language, 'emails', 'signInAlert.subject'),
      text: serverText(language, 'emails', 'signInAlert.text', {
        username: account.username,
        address,
        link: `${app.config.publicUrl}/forgot-password`,
      }),
    });
  } catch (error) {
    app.log.error({ err: error, userId: account.user_id }, 'could not send the sign-in alert');
  }
}
