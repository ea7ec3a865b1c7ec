// Invitations waiting for an answer, shown above every page but /party (which shows them in
// place): a party invitation (social.md §3.6) and a quest invitation (`party.quest.RSVPNeeded`).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { questText } from '@questlog/core';
import { userPartyOf } from '../../api/partyTypes.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { PartyInvitations } from '../../routes/party/PartyInvitations.tsx';
import { QuestButtons } from '../../routes/party/quest/QuestButtons.tsx';
import styles from './PartyBanners.module.css';

export function PartyBanners() {
  const { t } = useTranslation('party');
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const { partyId, invitations, isRsvpNeeded, questKey } = userPartyOf(user);
  const isQuestInvitation = partyId !== null && isRsvpNeeded && questKey !== null;
  if (pathname === '/party' || (invitations.length === 0 && !isQuestInvitation)) return null;
  return (
    <div className={styles.banners}>
      {invitations.length > 0 && (
        <section className={styles.banner} aria-label={t('invitations.title')}>
          <PartyInvitations invitations={invitations} />
        </section>
      )}
      {isQuestInvitation && (
        <section className={styles.banner} aria-label={t('quest.invitationTitle')}>
          <p className={styles.text}>
            {t('quest.invitation', { name: questText[questKey]?.text ?? questKey })}
          </p>
          <QuestButtons actions={['accept', 'reject']} />
        </section>
      )}
    </div>
  );
}
