// /user/settings/subscription (issue 18.6): the player's subscription as `purchased.plan` holds it.
// No payment provider is set up on this server, so subscribing answers 501 (paymentsNotConfigured);
// the screen then says plainly that purchases are off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/accountApi.ts';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import styles from './Settings.module.css';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** The plan every subscription button of the original starts with (1 month, gems with gold). */
const BASIC_PLAN = 'basic_earned';

function PlanState() {
  const { t, i18n } = useTranslation('settings');
  const plan = useSessionStore((state) => state.user?.purchased?.plan);
  const [now] = useState(() => Date.now());
  const date = (value: unknown) =>
    typeof value === 'string' ? new Date(value).toLocaleDateString(i18n.language) : null;
  if (!plan?.planId) return <p>{t('subscription.none')}</p>;
  const created = date((plan as { dateCreated?: unknown }).dateCreated);
  const ends = date(plan.dateTerminated);
  const hasEnded = !!plan.dateTerminated && Date.parse(plan.dateTerminated) <= now;
  const consecutive = plan.consecutive ?? {};
  return (
    <div>
      <p>{t('subscription.active', { planId: plan.planId })}</p>
      {created && <p>{t('subscription.activeSince', { date: created })}</p>}
      {ends && (
        <p>{t(hasEnded ? 'subscription.terminated' : 'subscription.ending', { date: ends })}</p>
      )}
      <p>{t('subscription.months', { count: consecutive.count ?? 0 })}</p>
      <p>{t('subscription.hourglasses', { count: consecutive.trinkets ?? 0 })}</p>
    </div>
  );
}

/** /user/settings/subscription */
export function SubscriptionSettings() {
  const { t } = useTranslation('settings');
  const form = useFormRequest();
  const paymentsOff = form.failure?.status === 501;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <SettingsSection title={t('subscription.title')}>
        <PlanState />
        <div className={formStyles.actions}>
          <button
            type="button"
            className="button"
            disabled={form.isSending || paymentsOff}
            onClick={() => void form.send(() => accountApi.subscribe(BASIC_PLAN))}
          >
            {t('subscription.subscribe')}
          </button>
        </div>
        {paymentsOff && <p role="alert">{t('subscription.paymentsOff')}</p>}
        {form.failure?.body && !paymentsOff && (
          <p className={formStyles.error} role="alert">
            {form.failure.message}
          </p>
        )}
      </SettingsSection>
    </div>
  );
}
