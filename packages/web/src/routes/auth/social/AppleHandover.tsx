// The end of a Sign in with Apple in the browser: the server's callback redirected here with
// ?socialCode=… (a one-time code, never the token) or ?socialError=…, and the state this tab
// sent to Apple. A matching state exchanges the code for credentials; anything else is refused.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { socialEmailKey } from '../../../api/request.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { isAppleStateOurs } from './appleAuthorization.ts';
import { socialAuthApi } from './socialAuthApi.ts';

const knownErrors = new Set([
  'socialEmailTaken',
  'socialNetworkDisabled',
  'invalidSocialToken',
  'appleCodeRefused',
  'appleCodeUnsupported',
  'appleCancelled',
  'accountSuspended',
]);

export function AppleHandover() {
  const { t } = useTranslation('auth', { keyPrefix: 'socialSignIn' });
  const [search, setSearch] = useSearchParams();
  const logIn = useSessionStore((state) => state.logIn);
  const handled = useRef(false);
  const code = search.get('socialCode');
  const error = search.get('socialError');

  useEffect(() => {
    if ((!code && !error) || handled.current) return;
    handled.current = true;
    const isOurs = isAppleStateOurs(search.get('state'));
    const email = search.get('socialEmail') ?? '';
    setSearch({}, { replace: true }); // the code is single-use: keep it out of history
    if (error) {
      // The social e-mail is kept in session storage.
      if (email) sessionStorage.setItem(socialEmailKey, email);
      const key = knownErrors.has(error) ? error : 'other';
      notify.error(t(`errors.${key}` as 'errors.other', { email }));
      return;
    }
    if (!isOurs) {
      notify.error(t('strangeRedirect'));
      return;
    }
    void socialAuthApi
      .exchange(code!)
      .then(({ data }) => logIn({ apiId: data.id, apiToken: data.apiToken }))
      .catch(() => undefined); // the request layer has shown the notice
  }, [code, error, search, setSearch, logIn, t]);

  return code ? <p role="status">{t('signingIn')}</p> : null;
}
