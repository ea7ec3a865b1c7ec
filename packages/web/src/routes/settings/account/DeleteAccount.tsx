import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/auth.ts';
import { browser } from '../../../browser.ts';
import styles from '../../../components/forms/Form.module.css';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { Modal } from '../../../components/Modal.tsx';
import { logoutServerPath } from '../../../store/logout.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import settingsStyles from '../Settings.module.css';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';

/** Deleting the account asks for the password in a confirmation dialog, then signs out. */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const logOut = useSessionStore((state) => state.logOut);
  const form = useFormRequest();
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');

  async function handleDelete(event: FormEvent) {
    event.preventDefault();
    if (!password) return form.setFieldErrors({ password: t('account.passwordMissing') });
    const answer = await form.send(() => authApi.deleteAccount(password));
    if (!answer) return;
    logOut();
    browser.leaveTo(logoutServerPath(false));
  }

  return (
    <div className={settingsStyles.danger}>
      <h3 className={settingsStyles.subheading}>{t('account.deleteTitle')}</h3>
      <p>{t('account.deleteExplanation')}</p>
      <button type="button" className="button button-danger" onClick={() => setIsConfirming(true)}>
        {t('account.deleteOpen')}
      </button>
      {isConfirming && (
        <Modal title={t('account.deleteConfirmTitle')} onClose={() => setIsConfirming(false)}>
          <form className={styles.form} noValidate onSubmit={(event) => void handleDelete(event)}>
            <p>{t('account.deleteConfirmText')}</p>
            <CurrentPasswordField
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              form={form}
            />
            <div className={styles.actions}>
              <button type="submit" className="button button-danger" disabled={form.isSending}>
                {t('account.deleteSubmit')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setIsConfirming(false)}
              >
                {t('account.deleteCancel')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
