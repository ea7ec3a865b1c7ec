import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { browser } from '../../browser.ts';
import styles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { markPasswordChanged } from '../../store/passwordChange.ts';
import { newPasswordErrors } from './accountChecks.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

// After a reset the password-change flag is set and the app starts again at login, where startup
// shows the success notice.
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const form = useFormRequest();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = newPasswordErrors(newPassword, confirmPassword, {
      password: 'newPassword',
      confirmation: 'confirmPassword',
    });
    if (Object.keys(errors).length > 0) {
      form.setFieldErrors(errors);
      return;
    }
    const answer = await form.send(() =>
      authApi.setNewPassword(code, newPassword, confirmPassword),
    );
    if (!answer) return;
    markPasswordChanged();
    browser.leaveTo('/login');
  }

  if (!code) {
    return (
      <>
        <ScreenTitle />
        <p role="alert">{t('reset.missingCode')}</p>
        <Link to="/forgot-password">{t('reset.forgotLink')}</Link>
      </>
    );
  }

  return (
    <>
      <ScreenTitle />
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <NewPasswordFields
          name="newPassword"
          labels={{
            password: t('fields.newPassword'),
            confirmation: t('fields.confirmNewPassword'),
          }}
          password={newPassword}
          confirmation={confirmPassword}
          onPasswordChange={(event) => setNewPassword(event.target.value)}
          onConfirmationChange={(event) => setConfirmPassword(event.target.value)}
          fieldErrors={form.fieldErrors}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={form.isSending}>
            {t('reset.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
