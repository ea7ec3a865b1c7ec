// /user/settings/transactions: the player's gem and hourglass ledger, newest first, as the server
// keeps it.
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../api/accountApi.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Settings.module.css';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { usePurchaseHistory } from './settingsReads.ts';

/** Gems come in balance units (4 gems each); hourglasses as counts. */
const countOf = (transaction: Transaction, value: number) =>
  transaction.currency === 'gems' ? Math.round(value * 4) : value;

export function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  const { t, i18n } = useTranslation('settings');
  const amount = (transaction: Transaction, value: number) =>
    t(`transactions.${transaction.currency}`, { count: countOf(transaction, value) });
  return (
    <table aria-label={t('transactions.title')}>
      <thead>
        <tr>
          <th scope="col">{t('transactions.date')}</th>
          <th scope="col">{t('transactions.type')}</th>
          <th scope="col">{t('transactions.amount')}</th>
          <th scope="col">{t('transactions.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <tr key={transaction.id}>
            <td>{new Date(transaction.createdAt).toLocaleString(i18n.language)}</td>
            <td>
              {t(
                `transactions.types.${transaction.transactionType}` as 'transactions.types.spend',
                {
                  defaultValue: t('transactions.otherType', { type: transaction.transactionType }),
                },
              )}
              {transaction.referenceText && ` — ${transaction.referenceText}`}
            </td>
            <td>{amount(transaction, transaction.amount)}</td>
            <td>{amount(transaction, transaction.currentAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /user/settings/transactions */
export function TransactionSettings() {
  const { t } = useTranslation('settings');
  const query = usePurchaseHistory();
  const transactions = query.data;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <SettingsSection title={t('transactions.title')}>
        {!transactions ? (
          <LoadState
            isError={query.isError}
            failedText={t('transactions.loadFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : transactions.length === 0 ? (
          <p>{t('transactions.empty')}</p>
        ) : (
          <TransactionTable transactions={transactions} />
        )}
      </SettingsSection>
    </div>
  );
}
