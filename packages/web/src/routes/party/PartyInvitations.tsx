// Pending party invitations with Accept (join) and Reject. A refused join shows the server's
// message in an alert: the request layer's error notice.
import { useTranslation } from 'react-i18next';
import { partyApi } from '../../api/partyApi.ts';
import type { PartyInvitation } from '../../api/partyTypes.ts';
import styles from './Party.module.css';
import { usePartyAction } from './usePartyAction.ts';

function Invitation({ invitation }: { invitation: PartyInvitation }) {
  const { t } = useTranslation('party');
  const action = usePartyAction();
  return (
    <li className={styles.invitation}>
      <span>{t('invitations.invited', { name: invitation.name })}</span>
      <span className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={action.isSending}
          aria-label={t('invitations.acceptNamed', { name: invitation.name })}
          onClick={() => void action.run(() => partyApi.join(invitation.id))}
        >
          {t('invitations.accept')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={action.isSending}
          aria-label={t('invitations.rejectNamed', { name: invitation.name })}
          onClick={() => void action.run(() => partyApi.rejectInvite(invitation.id))}
        >
          {t('invitations.reject')}
        </button>
      </span>
    </li>
  );
}

export function PartyInvitations({ invitations }: { invitations: PartyInvitation[] }) {
  const { t } = useTranslation('party');
  if (invitations.length === 0) return null;
  return (
    <ul className={styles.invitations} aria-label={t('invitations.title')}>
      {invitations.map((invitation) => (
        <Invitation key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}
