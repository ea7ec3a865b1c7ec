import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { usernameError } from '../../auth/accountChecks.ts';
import { AccountForm, currentPasswordError } from './AccountForm.tsx';

export function UsernameForm() {
  const { t } = useTranslation('settings');
  const current = useSessionStore((state) => state.user?.auth?.local?.username ?? '');
  const refetchUser = useSessionStore((state) => state.refetchUser);
  const form = useFormRequest();
  const [username, setUsername] = useState(current);
  const [password, setPassword] = useState('');

  async function handleSubmit() {
    const error = usernameError(username);
    if (error) return form.setFieldErrors({ username: error });
    const answer = await form.send(() => authApi.updateUsername(username.trim(), password));
    if (!answer) return;
    setPassword('');
    notify.success(t('account.usernameChanged', { username: answer.data.username }));
    void refetchUser();
  }

  return (
    <AccountForm
      title={t('account.usernameTitle')}
      submitLabel={t('account.usernameSubmit')}
      isSending={form.isSending}
      onSubmit={() => void handleSubmit()}
    >
      <FormField
        label={t('account.newUsername')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={form.fieldErrors.username}
      />
      <FormField
        label={t('account.currentPassword')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={currentPasswordError(form.fieldErrors, form.failure)}
      />
    </AccountForm>
  );
}
