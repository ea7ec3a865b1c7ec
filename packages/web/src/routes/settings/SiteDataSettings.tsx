import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { ApiCredentials } from './ApiCredentials.tsx';
import { ExportData } from './dataPort/ExportData.tsx';
import { ImportData } from './dataPort/ImportData.tsx';
import styles from './Settings.module.css';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * /user/settings/siteData (and /api): the API credentials, what the site keeps, and the player's
 * data out (export) and in (import).
 */
export function SiteDataSettings() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <ApiCredentials />
      <SettingsSection title={t('siteData.title')}>
        <p>{t('siteData.browser')}</p>
        <p>{t('siteData.api')}</p>
      </SettingsSection>
      <ExportData />
      <ImportData />
    </div>
  );
}
