// /user/settings/promo-code: redeeming a promo code, through the one optimistic primitive with
// nothing shown before the answer (what a code gives is the server's). The answer is the whole
// user, which becomes the confirmed one; a refusal shows beside the field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/accountApi.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { sendChange } from '../../store/optimistic.ts';
import styles from './Settings.module.css';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** /user/settings/promo-code */
export function PromoCodeSettings() {
  const { t } = useTranslation('settings');
  const form = useFormRequest();
  const [code, setCode] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [isRedeemed, setIsRedeemed] = useState(false);
  const error =
    isChecked && !code.trim()
      ? t('promoCode.required')
      : (form.fieldErrors['code'] ?? form.failure?.message);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    setIsRedeemed(false);
    if (!code.trim()) return;
    const user = await form.send(() =>
      sendChange({
        send: () => accountApi.enterCoupon(code.trim()),
        settle: (state, answer) => ({ ...state, user: answer }),
      }),
    );
    if (!user) return;
    setIsRedeemed(true);
    setCode('');
    setIsChecked(false);
  }

  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <SettingsSection title={t('promoCode.title')}>
        <p>{t('promoCode.explanation')}</p>
        <form
          aria-label={t('promoCode.title')}
          className={formStyles.form}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <FormField
            label={t('promoCode.code')}
            value={code}
            maxLength={64}
            autoComplete="off"
            error={error}
            hint={isRedeemed ? <p role="status">{t('promoCode.redeemed')}</p> : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className={formStyles.actions}>
            <button type="submit" className="button" disabled={form.isSending}>
              {t('promoCode.submit')}
            </button>
          </div>
        </form>
      </SettingsSection>
    </div>
  );
}
