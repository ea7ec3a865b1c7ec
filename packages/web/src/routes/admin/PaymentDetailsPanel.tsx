// A player's subscription as stored (GET /admin/user/:userId/subscription-payment-details): the
// plan, its customer and dates, and the consecutive-months counters; no provider is asked.
import { useTranslation } from 'react-i18next';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Admin.module.css';
import { usePaymentDetails } from './adminReads.ts';

const planFields = [
  'planId',
  'customerId',
  'paymentMethod',
  'dateCreated',
  'dateUpdated',
  'dateTerminated',
  'gemsBought',
] as const;
const consecutiveFields = ['count', 'offset', 'trinkets', 'gemCapExtra'] as const;

export function PaymentDetailsPanel({ identifier }: { identifier: string }) {
  const { t } = useTranslation('admin');
  const query = usePaymentDetails(identifier);
  const plan = query.data?.plan;
  if (!plan) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('payments.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!plan.planId && !plan.customerId) return <p>{t('payments.none')}</p>;
  const shown = (value: unknown) =>
    value === undefined || value === null || value === '' ? t('payments.unset') : String(value);
  return (
    <dl className={styles.facts}>
      {planFields.map((field) => [
        <dt key={`${field}-term`}>{t(`payments.fields.${field}`)}</dt>,
        <dd key={field}>{shown(plan[field])}</dd>,
      ])}
      {consecutiveFields.map((field) => [
        <dt key={`${field}-term`}>{t(`payments.consecutive.${field}`)}</dt>,
        <dd key={field}>{shown(plan.consecutive?.[field])}</dd>,
      ])}
    </dl>
  );
}
