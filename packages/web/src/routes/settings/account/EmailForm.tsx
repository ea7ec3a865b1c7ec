import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { emailError } from '../../auth/accountChecks.ts';
import { AccountForm, currentPasswordError } from './AccountForm.tsx';

export function EmailForm() {
  const { t } = useTranslation('settings');
  const current = useSessionStore((state) => state.user?.auth?.local?.email ?? '');
  const refetchUser = useSessionStore((state) => state.refetchUser);
  const form = useFormRequest();
  const [newEmail, setNewEmail] = useState(current);
  const [password, setPassword] = useState('');

  async function handleSubmit() {
    const error = emailError(newEmail);
    if (error) return form.setFieldErrors({ newEmail: error });
    const answer = await form.send(() => authApi.updateEmail(newEmail.trim(), password));
    if (!answer) return;
    setPassword('');
    notify.success(t('account.emailChanged', { email: answer.data.email }));
    void refetchUser();
  }

  return (
    <AccountForm
      title={t('account.emailTitle')}
      submitLabel={t('account.emailSubmit')}
      isSending={form.isSending}
      onSubmit={() => void handleSubmit()}
    >
      <FormField
        label={t('account.newEmail')}
        name="newEmail"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        error={form.fieldErrors.newEmail}
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
