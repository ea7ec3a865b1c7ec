import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { emailError } from '../../auth/accountChecks.ts';
import { AccountFieldForm } from './AccountFieldForm.tsx';

export function EmailForm() {
  const { t } = useTranslation('settings');
  const current = useSessionStore((state) => state.user?.auth?.local?.email ?? '');
  return (
    <AccountFieldForm
      param="newEmail"
      initialValue={current}
      title={t('account.emailTitle')}
      submitLabel={t('account.emailSubmit')}
      label={t('account.newEmail')}
      type="email"
      autoComplete="email"
      check={emailError}
      save={async (email, password) => (await authApi.updateEmail(email, password)).data.email}
      savedMessage={(email) => t('account.emailChanged', { email })}
    />
  );
}
