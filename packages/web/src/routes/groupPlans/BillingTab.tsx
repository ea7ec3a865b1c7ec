// The plan group's billing tab: the plan's state. No payment provider is configured here, so a plan
// is granted for free; the tab says so instead of offering payment.
import { useTranslation } from 'react-i18next';
import styles from '../challenges/Challenges.module.css';
import socialStyles from '../social/Social.module.css';
import { usePlanContext } from './GroupPlanLayout.tsx';

/** The server's customer id of a plan granted without payment. */
const FREE_PLAN_CUSTOMER = 'group-plan-free';

export function BillingTab() {
  const { t, i18n } = useTranslation('groupPlans');
  const { t: titleText } = useTranslation('titles');
  const { group } = usePlanContext();
  const plan = group.purchased?.plan ?? {};
  const isActive = group.purchased?.active ?? Boolean(plan.customerId && !plan.dateTerminated);
  const isFree = plan.customerId === FREE_PLAN_CUSTOMER;
  return (
    <section className={socialStyles.section} aria-labelledby="plan-billing">
      <h3 id="plan-billing" className={socialStyles.heading}>
        {titleText('billing')}
      </h3>
      <dl className={`${socialStyles.facts} ${styles.facts}`}>
        <div>
          <dt>{t('billing.state')}</dt>
          <dd>{t(isActive ? 'billing.active' : 'billing.inactive')}</dd>
        </div>
        {plan.dateCreated && (
          <div>
            <dt>{t('billing.since')}</dt>
            <dd>{new Date(plan.dateCreated).toLocaleDateString(i18n.language)}</dd>
          </div>
        )}
        {plan.dateTerminated && (
          <div>
            <dt>{t('billing.ends')}</dt>
            <dd>{new Date(plan.dateTerminated).toLocaleDateString(i18n.language)}</dd>
          </div>
        )}
      </dl>
      <p>{t(isFree ? 'billing.free' : 'billing.paid')}</p>
    </section>
  );
}
