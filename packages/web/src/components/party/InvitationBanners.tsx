// The banners WaitingBanners shows, loaded only when there is one: the quest's name needs the
// quest catalogue, which no first screen should carry (issue 19.10).
import { useTranslation } from 'react-i18next';
import type { GroupInvitation } from '../../api/groupInvitations.ts';
import { questName } from '../../catalogue/questNames.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';
import { GroupInvitations } from '../invitations/GroupInvitations.tsx';
import { QuestButtons } from '../../routes/party/quest/QuestButtons.tsx';
import styles from './PartyBanners.module.css';

export function InvitationBanners({
  invitations,
  questKey,
}: {
  invitations: GroupInvitation[];
  /** The quest the party asks the player to join, if any. */
  questKey: string | null;
}) {
  const { t } = useTranslation('party');
  useCatalogueText();
  return (
    <div className={styles.banners}>
      {invitations.length > 0 && (
        <section className={styles.banner} aria-label={t('invitations.banner')}>
          <GroupInvitations invitations={invitations} label={t('invitations.banner')} />
        </section>
      )}
      {questKey !== null && (
        <section className={styles.banner} aria-label={t('quest.invitationTitle')}>
          <p className={styles.text}>{t('quest.invitation', { name: questName(questKey) })}</p>
          <QuestButtons actions={['accept', 'reject']} />
        </section>
      )}
    </div>
  );
}
