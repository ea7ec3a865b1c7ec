import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { newPasswordErrors } from '../../auth/accountChecks.ts';
import { NewPasswordFields } from '../../auth/NewPasswordFields.tsx';
import { AccountForm } from './AccountForm.tsx';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';

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
      <CurrentPasswordField value={values.password} onChange={change('password')} form={form} />
      <NewPasswordFields
        name="newPassword"
        labels={{
          password: t('account.newPassword'),
          confirmation: t('account.confirmNewPassword'),
        }}
        password={values.newPassword}
        confirmation={values.confirmPassword}
        onPasswordChange={change('newPassword')}
        onConfirmationChange={change('confirmPassword')}
        fieldErrors={form.fieldErrors}
      />
    </AccountForm>
  );
}
