import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { usernameError } from '../../auth/accountChecks.ts';
import { AccountFieldForm } from './AccountFieldForm.tsx';

export function UsernameForm() {
  const { t } = useTranslation('settings');
  const current = useSessionStore((state) => state.user?.auth?.local?.username ?? '');
  return (
    <AccountFieldForm
      param="username"
      initialValue={current}
      title={t('account.usernameTitle')}
      submitLabel={t('account.usernameSubmit')}
      label={t('account.newUsername')}
      autoComplete="username"
      check={usernameError}
      save={async (username, password) =>
        (await authApi.updateUsername(username, password)).data.username
      }
      savedMessage={(username) => t('account.usernameChanged', { username })}
    />
  );
}
