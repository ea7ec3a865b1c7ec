import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { authApi } from '../../api/auth.ts';
import styles from '../../components/forms/Form.module.css';
import { FormField } from '../../components/forms/FormField.tsx';
import { refusalText } from '../../components/forms/refusalText.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { takeSuspendedMessage } from '../../store/logout.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { withRedirectTo } from '../access.ts';
import { AppleHandover } from './social/AppleHandover.tsx';
import { SocialButtons } from './social/SocialButtons.tsx';

// Once credentials are stored, the anonymous-only rule sends the player on to redirectTo (or
// tasks). A wrong password is the request layer's error notice and is said beside the password
// field too; a suspended account is told here.
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const logIn = useSessionStore((state) => state.logIn);
  const form = useFormRequest();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [suspendedAtLoad] = useState(takeSuspendedMessage);
  const suspended = form.failure?.isSuspended ? form.failure.message : suspendedAtLoad;
  // a refusal that names no field (wrong credentials, too many tries) belongs to the password
  const refusal =
    form.failure && !form.failure.isSuspended && Object.keys(form.fieldErrors).length === 0
      ? refusalText(form.failure)
      : undefined;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(username.trim() ? {} : { username: t('login.usernameMissing') }),
      ...(password ? {} : { password: t('login.passwordMissing') }),
    };
    if (Object.keys(missing).length > 0) {
      form.setFieldErrors(missing);
      return;
    }
    const answer = await form.send(() => authApi.login(username.trim(), password));
    if (answer?.data) logIn({ apiId: answer.data.id, apiToken: answer.data.apiToken });
  }

  return (
    <>
      <ScreenTitle />
      <AppleHandover />
      {suspended && (
        <div role="alert" className={styles.panel}>
          <strong>{t('login.suspendedTitle')}</strong>
          <p>{suspended}</p>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <FormField
          label={t('fields.usernameOrEmail')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={form.fieldErrors.username}
        />
        <FormField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.fieldErrors.password ?? refusal}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={form.isSending}>
            {form.isSending ? t('login.sending') : t('login.submit')}
          </button>
          <Link to="/forgot-password">{t('login.forgotLink')}</Link>
        </div>
      </form>
      <SocialButtons />
      <p>
        <Link to={withRedirectTo('/register', search)}>{t('login.registerLink')}</Link>
      </p>
    </>
  );
}
