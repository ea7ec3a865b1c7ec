// E-mail invitations to addresses without an account, sent once the invite has committed; a failed
// send is logged, the invitations stand.
import { isLanguage } from '@questlog/core/languages';
import type { Config } from '../../config.ts';
import { serverText } from '../../i18n/serverText.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import type { Mailer } from '../mailer.ts';
import type { InviteOutcome } from './groupInviter.ts';

/** What sending needs: the app's mailer, its public address (for the link) and a log. */
export interface InviteMailing {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: { error(details: object, message: string): void };
}

export async function sendGroupInviteMails(
  app: InviteMailing,
  { emailsToSend, group, inviter }: InviteOutcome & { group: GroupRow; inviter: UserRow },
): Promise<void> {
  // the invitee has no account, so no language of their own: the inviter's
  const chosen = (inviter.preferences as { language?: unknown }).language;
  const language = isLanguage(chosen) ? chosen : 'en';
  const inviterName =
    (inviter.profile as { name?: string }).name ??
    serverText(language, 'emails', 'groupInvite.someone');
  const kind = group.type === 'party' ? 'party' : 'guild';
  for (const { email, name } of emailsToSend) {
    const params = {
      inviter: inviterName,
      kind,
      name: name || 'none', // `none`: the greeting without a name
      group: group.name,
      link: `${app.config.publicUrl}/register`,
    };
    try {
      await app.mailer.send({
        to: email,
        subject: serverText(language, 'emails', 'groupInvite.subject', params),
        text: serverText(language, 'emails', 'groupInvite.text', params),
      });
    } catch (error) {
      app.log.error({ err: error }, 'could not send a group invitation e-mail');
    }
  }
}
