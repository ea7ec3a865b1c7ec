import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../api/auth.ts';
import styles from '../../components/forms/Form.module.css';
import { FormField } from '../../components/forms/FormField.tsx';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { emailError } from './accountChecks.ts';

// The answer never says whether an account uses the address: the confirmation is neutral.
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useFormRequest();
  const [email, setEmail] = useState('');
  const [isSent, setIsSent] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const error = emailError(email);
    if (error) {
      form.setFieldErrors({ email: error });
      return;
    }
    const answer = await form.send(() => authApi.requestPasswordReset(email.trim()));
    if (answer) setIsSent(true);
  }

  return (
    <>
      <ScreenTitle />
      {isSent ? (
        <p role="status" className={styles.panel}>
          {t('forgot.sent')}
        </p>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormField
              label={t('fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={form.fieldErrors.email}
            />
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={form.isSending}>
                {t('forgot.submit')}
              </button>
            </div>
          </form>
        </>
      )}
      <p>
        <Link to="/login">{t('forgot.loginLink')}</Link>
      </p>
    </>
  );
}
