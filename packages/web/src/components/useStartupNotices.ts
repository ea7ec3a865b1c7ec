import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takePasswordChanged } from '../store/passwordChange.ts';
import { notify } from './notifications/notify.ts';

/** Notices the app shows once when it starts. */
export function useStartupNotices(): void {
  const { t } = useTranslation('notices');
  useEffect(() => {
    if (takePasswordChanged()) notify.success(t('passwordChanged'));
  }, [t]);
}
