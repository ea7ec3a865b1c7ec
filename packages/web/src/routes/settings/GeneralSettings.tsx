import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { CalendarFeedSettings } from '../../components/calendarFeed/CalendarFeedSettings.tsx';
import { TimeZoneSettings } from '../../components/timeZones/TimeZoneSettings.tsx';
import { VacationSettings } from '../../components/vacations/VacationSettings.tsx';
import { DeleteAccount } from './account/DeleteAccount.tsx';
import { EmailForm } from './account/EmailForm.tsx';
import { PasswordForm } from './account/PasswordForm.tsx';
import { UsernameForm } from './account/UsernameForm.tsx';
import { DayStartSettings } from './DayStartSettings.tsx';
import { LanguageSettings } from './LanguageSettings.tsx';
import { SettingsNav } from './SettingsNav.tsx';
import styles from './Settings.module.css';
import { SettingsSection } from './SettingsSection.tsx';

/** /user/settings/general: the account, the language, the day start, the time zone, vacations and the calendar feed. */
export function GeneralSettings() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <SettingsSection title={t('account.title')}>
        <UsernameForm />
        <EmailForm />
        <PasswordForm />
        <DeleteAccount />
      </SettingsSection>
      <LanguageSettings />
      <DayStartSettings />
      <TimeZoneSettings />
      <VacationSettings />
      <CalendarFeedSettings />
    </div>
  );
}
