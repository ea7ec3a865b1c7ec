// "Sign in with Google" / "Sign in with Apple" on /login and /register, shown only for the
// networks the server has on (GET /user/auth/social/networks).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notifications/notify.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { appleAuthorizationUrl, startAppleSignIn } from './appleAuthorization.ts';
import { requestGoogleIdToken, type GoogleIdTokenRequest } from './googleIdentity.ts';
import {
  knownSocialNetworks,
  readSocialNetworks,
  signInAnswerOf,
  socialAuthApi,
  type SocialNetworks,
} from './socialAuthApi.ts';
import styles from './SocialButtons.module.css';

export interface SocialButtonsProps {
  /** From /register a first sign-in creates the account; from /login too (as the original). */
  allowRegister?: boolean;
  /** Google's script needs the internet; tests pass their own. */
  googleIdToken?: GoogleIdTokenRequest;
  /** Where the Apple link navigates (tests observe it). */
  navigate?: (url: string) => void;
}

// Read without the query cache: the login page does not carry TanStack Query (issue 19.10).
function useSocialNetworks(): SocialNetworks | undefined {
  const [networks, setNetworks] = useState(knownSocialNetworks);
  useEffect(() => {
    let isCurrent = true;
    void readSocialNetworks().then((answer) => {
      if (isCurrent) setNetworks(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return networks;
}

export function SocialButtons({
  allowRegister = true,
  googleIdToken = requestGoogleIdToken,
  navigate = (url) => window.location.assign(url),
}: SocialButtonsProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'socialSignIn' });
  const logIn = useSessionStore((state) => state.logIn);
  const [isSending, setIsSending] = useState(false);
  const networks = useSocialNetworks();
  const google = networks?.google;
  const apple = networks?.apple;
  if (!google?.enabled && !apple?.enabled) return null;

  async function handleGoogle(clientId: string) {
    setIsSending(true);
    try {
      const idToken = await googleIdToken(clientId).catch(() => null);
      if (!idToken) {
        notify.error(t('googleUnavailable'));
        return;
      }
      const outcome = signInAnswerOf(await socialAuthApi.signIn('google', idToken, allowRegister));
      if ('answer' in outcome)
        logIn({ apiId: outcome.answer.id, apiToken: outcome.answer.apiToken });
      else notify.error(outcome.refusal);
    } catch {
      // The request layer has shown the notice.
    } finally {
      setIsSending(false);
    }
  }

  function handleApple(authorizationUrl: string, clientId: string) {
    const state = startAppleSignIn();
    navigate(appleAuthorizationUrl(authorizationUrl, clientId, window.location.origin, state));
  }

  return (
    <div className={styles.social} aria-label={t('or')} role="group">
      {google?.enabled && google.clientId && (
        <button
          type="button"
          className="button"
          disabled={isSending}
          onClick={() => void handleGoogle(google.clientId!)}
        >
          {t('google')}
        </button>
      )}
      {apple?.enabled && apple.clientId && (
        <button
          type="button"
          className="button"
          onClick={() => handleApple(apple.authorizationUrl, apple.clientId!)}
        >
          {t('apple')}
        </button>
      )}
    </div>
  );
}
