// E-mail invitations to addresses without an account, sent once the invite has committed; a failed
// send is logged, the invitations stand.
import type { Config } from '../../config.ts';
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
  const inviterName = (inviter.profile as { name?: string }).name ?? 'A friend';
  const kind = group.type === 'party' ? 'party' : 'guild';
  for (const { email, name } of emailsToSend) {
    try {
      await app.mailer.send({
        to: email,
        subject: `${inviterName} invites you to join their ${kind} on Questlog`,
        text:
          `Hello${name ? ` ${name}` : ''},\n\n${inviterName} invites you to join the ${kind} ` +
          `"${group.name}" on Questlog, a habit tracker played as a role-playing game.\n\n` +
          `Sign up here, then ask ${inviterName} to invite your new account:\n\n` +
          `${app.config.publicUrl}/register\n`,
      });
    } catch (error) {
      app.log.error({ err: error }, 'could not send a group invitation e-mail');
    }
  }
}
