// /admin/panel/:userIdentifier: one player for support staff — who they are, the edit form, their
// history and their subscription's payment details.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/envelope.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import settingsStyles from '../settings/Settings.module.css';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { LoadState } from '../social/LoadState.tsx';
import { useHero } from './adminReads.ts';
import { HeroEditForm } from './HeroEditForm.tsx';
import { HeroSummary } from './HeroSummary.tsx';
import { PaymentDetailsPanel } from './PaymentDetailsPanel.tsx';
import { UserHistoryPanel } from './UserHistoryPanel.tsx';

export function UserPage() {
  const { t } = useTranslation('admin');
  const { userIdentifier = '' } = useParams();
  const query = useHero(userIdentifier);
  const hero = query.data;
  const isMissing = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <div className={settingsStyles.page}>
      <ScreenTitle />
      {!hero ? (
        isMissing ? (
          <p role="alert">{t('user.notFound', { identifier: userIdentifier })}</p>
        ) : (
          <LoadState
            isError={query.isError}
            failedText={t('user.failed')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <>
          <SettingsSection title={hero.profile.name || hero.auth.local.username || hero.id}>
            <HeroSummary hero={hero} />
          </SettingsSection>
          <SettingsSection title={t('user.editTitle')}>
            <HeroEditForm key={hero.id} hero={hero} identifier={userIdentifier} />
          </SettingsSection>
          <SettingsSection title={t('history.title')}>
            <UserHistoryPanel identifier={hero.id} />
          </SettingsSection>
          <SettingsSection title={t('payments.title')}>
            <PaymentDetailsPanel identifier={hero.id} />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
