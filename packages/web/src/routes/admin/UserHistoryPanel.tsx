// A player's history for staff (GET /admin/user/:userId/history): the audit trail (sign-ins, staff
// edits, suspensions…), armoire draws, quest invitation answers, day boundaries and the gem ledger,
// each newest first; an empty list says so.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HistoryEvent, UserHistory } from '../../api/adminApi.ts';
import { TransactionTable } from '../settings/TransactionSettings.tsx';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Admin.module.css';
import { useUserHistory } from './adminReads.ts';

interface Column<Entry> {
  heading: string;
  cell: (entry: Entry) => ReactNode;
}

function HistoryList<Entry>(props: {
  title: string;
  emptyText: string;
  entries: Entry[] | undefined;
  columns: Column<Entry>[];
}) {
  const { title, emptyText, entries = [], columns } = props;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {entries.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <table aria-label={title} className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.heading} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.heading}>{column.cell(entry)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function HistoryLists({ history }: { history: UserHistory }) {
  const { t, i18n } = useTranslation('admin');
  const when = {
    heading: t('history.when'),
    cell: (entry: { timestamp: string }) => new Date(entry.timestamp).toLocaleString(i18n.language),
  };
  const client = {
    heading: t('history.client'),
    cell: (entry: { client?: string | null }) => entry.client ?? '',
  };
  const eventName = (event: HistoryEvent) =>
    t(`history.eventTypes.${event.type}` as 'history.eventTypes.account.signedIn', {
      defaultValue: event.type,
    });
  return (
    <div className={styles.history}>
      <HistoryList
        title={t('history.events')}
        emptyText={t('history.noEvents')}
        entries={history.events}
        columns={[
          when,
          { heading: t('history.event'), cell: eventName },
          {
            heading: t('history.by'),
            cell: (event) =>
              event.actorId ? (
                <Link to={`/admin/panel/${event.actorId}`}>{event.actorId}</Link>
              ) : (
                ''
              ),
          },
          client,
        ]}
      />
      <HistoryList
        title={t('history.armoire')}
        emptyText={t('history.noArmoire')}
        entries={history.armoire}
        columns={[when, { heading: t('history.reward'), cell: (e) => e.reward ?? '' }, client]}
      />
      <HistoryList
        title={t('history.questInviteResponses')}
        emptyText={t('history.noQuestInviteResponses')}
        entries={history.questInviteResponses}
        columns={[
          when,
          { heading: t('history.quest'), cell: (e) => e.quest ?? '' },
          { heading: t('history.response'), cell: (e) => e.response ?? '' },
          client,
        ]}
      />
      <HistoryList
        title={t('history.cron')}
        emptyText={t('history.noCron')}
        entries={history.cron}
        columns={[
          when,
          { heading: t('history.checkinCount'), cell: (e) => e.checkinCount ?? '' },
          client,
        ]}
      />
      <section aria-label={t('history.transactions')}>
        <h3>{t('history.transactions')}</h3>
        {history.transactions && history.transactions.length > 0 ? (
          <TransactionTable transactions={history.transactions} />
        ) : (
          <p>{t('history.noTransactions')}</p>
        )}
      </section>
    </div>
  );
}

export function UserHistoryPanel({ identifier }: { identifier: string }) {
  const { t } = useTranslation('admin');
  const query = useUserHistory(identifier);
  if (!query.data) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('history.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <HistoryLists history={query.data} />;
}
