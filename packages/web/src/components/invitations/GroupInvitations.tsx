// Invitations with Accept and Reject, for any kind of group: the party screen, My guilds, the group
// plans list and the banners above every other screen show them. Its texts are the party
// namespace's, which the shell carries for the banners.
import { useTranslation } from 'react-i18next';
import type { GroupInvitation } from '../../api/groupInvitations.ts';
import styles from './Invitations.module.css';
import { useInvitationAnswer } from './useInvitationAnswer.ts';

function Invitation({ invitation }: { invitation: GroupInvitation }) {
  const { t } = useTranslation('party');
  const answer = useInvitationAnswer();
  const { name } = invitation;
  return (
    <li className={styles.invitation}>
      <span>{t(`invitations.invitedTo.${invitation.kind}`, { name })}</span>
      <span className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={answer.isSending}
          aria-label={t('invitations.acceptNamed', { name })}
          onClick={() => void answer.accept(invitation)}
        >
          {t('invitations.accept')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={answer.isSending}
          aria-label={t('invitations.rejectNamed', { name })}
          onClick={() => void answer.reject(invitation)}
        >
          {t('invitations.reject')}
        </button>
      </span>
    </li>
  );
}

/** The list, named `label`; nothing when there is no invitation. */
export function GroupInvitations({
  invitations,
  label,
}: {
  invitations: GroupInvitation[];
  label: string;
}) {
  if (invitations.length === 0) return null;
  return (
    <ul className={styles.invitations} aria-label={label}>
      {invitations.map((invitation) => (
        <Invitation key={`${invitation.kind}:${invitation.id}`} invitation={invitation} />
      ))}
    </ul>
  );
}
