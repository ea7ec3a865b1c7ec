import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { newPasswordErrors } from '../../auth/accountChecks.ts';
import { PasswordRules } from '../../auth/PasswordRules.tsx';
import { AccountForm, currentPasswordError } from './AccountForm.tsx';

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const form = useFormRequest();
  const [values, setValues] = useState({ password: '', newPassword: '', confirmPassword: '' });
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit() {
    const errors = newPasswordErrors(values.newPassword, values.confirmPassword, {
      password: 'newPassword',
      confirmation: 'confirmPassword',
    });
    if (Object.keys(errors).length > 0) return form.setFieldErrors(errors);
    const { password, newPassword, confirmPassword } = values;
    const answer = await form.send(() =>
      authApi.updatePassword(password, newPassword, confirmPassword),
    );
    if (!answer) return;
    setValues({ password: '', newPassword: '', confirmPassword: '' });
    notify.success(t('account.passwordChanged'));
  }

  return (
    <AccountForm
      title={t('account.passwordTitle')}
      submitLabel={t('account.passwordSubmit')}
      isSending={form.isSending}
      onSubmit={() => void handleSubmit()}
    >
      <FormField
        label={t('account.currentPassword')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={currentPasswordError(form.fieldErrors, form.failure)}
      />
      <FormField
        label={t('account.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={change('newPassword')}
        error={form.fieldErrors.newPassword}
        hint={<PasswordRules password={values.newPassword} confirmation={values.confirmPassword} />}
      />
      <FormField
        label={t('account.confirmNewPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={form.fieldErrors.confirmPassword}
      />
    </AccountForm>
  );
}
