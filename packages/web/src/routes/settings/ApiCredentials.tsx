import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { storeCredentials } from '../../store/settingsStorage.ts';
import styles from './Settings.module.css';
import { SettingsSection } from './SettingsSection.tsx';

interface CopyableValueProps {
  label: string;
  value: string;
  /** A secret stays hidden until asked for (someone may be looking at the screen). */
  isSecret?: boolean;
  isShown?: boolean;
  onShownChange?: (isShown: boolean) => void;
}

function CopyableValue({
  label,
  value,
  isSecret = false,
  isShown = false,
  onShownChange,
}: CopyableValueProps) {
  const { t } = useTranslation('settings');
  const isHidden = isSecret && !isShown;
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('api.copied', { label }));
    } catch {
      notify.error(t('api.copyFailed'));
    }
  }
  return (
    <div className={styles.secret}>
      <strong>{label}</strong>
      {isHidden ? (
        <code className={styles.code} aria-label={t('api.hidden', { label })}>
          ••••••••-••••-••••-••••-••••••••••••
        </code>
      ) : (
        <code className={styles.code}>{value}</code>
      )}
      {isSecret && (
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={isShown}
          onClick={() => onShownChange?.(!isShown)}
        >
          {t(isShown ? 'api.hide' : 'api.show', { label })}
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={() => void handleCopy()}>
        {t('api.copy', { label })}
      </button>
    </div>
  );
}

/** The user id and API token (from local storage), and a call for a new token. */
export function ApiCredentials() {
  const { t } = useTranslation('settings');
  const credentials = useSessionStore((state) => state.credentials);
  const form = useFormRequest();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isTokenShown, setIsTokenShown] = useState(false);
  if (!credentials) return null;

  async function handleNewToken() {
    setIsConfirming(false);
    const answer = await form.send(() => authApi.resetApiToken());
    if (!answer || !credentials) return;
    // The old token stops working at once: store the new one and keep the loaded user.
    const renewed = { apiId: credentials.apiId, apiToken: answer.data.apiToken };
    storeCredentials(renewed);
    useSessionStore.setState({ credentials: renewed });
    // The player asked for it: shown, to be copied into their tools.
    setIsTokenShown(true);
    notify.success(t('api.newTokenDone'));
  }

  return (
    <SettingsSection title={t('api.title')}>
      <p>{t('api.explanation')}</p>
      <CopyableValue label={t('api.userId')} value={credentials.apiId} />
      <CopyableValue
        label={t('api.token')}
        value={credentials.apiToken}
        isSecret
        isShown={isTokenShown}
        onShownChange={setIsTokenShown}
      />
      {isConfirming ? (
        <div role="group" aria-label={t('api.newTokenConfirmLabel')}>
          <p>{t('api.newTokenWarning')}</p>
          <button type="button" className="button" onClick={() => void handleNewToken()}>
            {t('api.newTokenConfirm')}
          </button>{' '}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setIsConfirming(false)}
          >
            {t('api.newTokenCancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          disabled={form.isSending}
          onClick={() => setIsConfirming(true)}
        >
          {t('api.newToken')}
        </button>
      )}
    </SettingsSection>
  );
}
