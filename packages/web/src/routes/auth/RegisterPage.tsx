import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import styles from '../../components/forms/Form.module.css';
import { FormField } from '../../components/forms/FormField.tsx';
import { LanguagePicker } from '../../components/languages/LanguagePicker.tsx';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { chooseLanguage } from '../../locales/languageChoice.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { withRedirectTo } from '../access.ts';
import { emailError, newPasswordErrors, usernameError, withoutEmpty } from './accountChecks.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SocialButtons } from './social/SocialButtons.tsx';

// Once signed in, the anonymous-only rule of /register sends the player to redirectTo (or tasks).
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const logIn = useSessionStore((state) => state.logIn);
  const form = useFormRequest();
  const [values, setValues] = useState({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const clientErrors = {
      ...withoutEmpty({
        username: usernameError(values.username),
        email: emailError(values.email),
      }),
      ...newPasswordErrors(values.password, values.confirmPassword, {
        password: 'password',
        confirmation: 'confirmPassword',
      }),
    };
    if (Object.keys(clientErrors).length > 0) {
      form.setFieldErrors(clientErrors);
      return;
    }
    const registration = {
      ...values,
      username: values.username.trim(),
      email: values.email.trim(),
    };
    const groupInvite = searchParams.get('groupInvite') ?? undefined;
    const answer = await form.send(() => authApi.register(registration, groupInvite));
    if (answer?.data) logIn({ apiId: answer.data.id, apiToken: answer.data.apiToken });
  }

  const { fieldErrors } = form;
  return (
    <>
      <ScreenTitle />
      <p>{t('register.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <FormField
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          error={fieldErrors.username}
          hint={t('register.usernameHint')}
        />
        <FormField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={fieldErrors.email}
        />
        <div className={styles.field}>
          <label htmlFor="register-language" className={styles.label}>
            {t('register.language')}
          </label>
          {/* the account is made in the language spoken (the request's Accept-Language) */}
          <LanguagePicker
            id="register-language"
            value={i18n.language}
            onChange={(language) => void chooseLanguage(language)}
          />
        </div>
        <NewPasswordFields
          name="password"
          labels={{ password: t('fields.password'), confirmation: t('fields.confirmPassword') }}
          password={values.password}
          confirmation={values.confirmPassword}
          onPasswordChange={change('password')}
          onConfirmationChange={change('confirmPassword')}
          fieldErrors={fieldErrors}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={form.isSending}>
            {form.isSending ? t('register.sending') : t('register.submit')}
          </button>
          <Link to={withRedirectTo('/login', search)}>{t('register.loginLink')}</Link>
        </div>
      </form>
      <SocialButtons />
    </>
  );
}
