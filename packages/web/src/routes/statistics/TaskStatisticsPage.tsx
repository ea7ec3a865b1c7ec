import type { TaskStatisticsAnswer } from '@questlog/core/api';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/envelope.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { formatDateKey } from '../../format/dateKeys.ts';
import { Heatmap } from './Heatmap.tsx';
import { NumbersTable } from './NumbersTable.tsx';
import { ReadState } from './ReadState.tsx';
import { formatStrength } from './statisticsFormat.ts';
import { useTaskStatistics } from './statisticsReads.ts';
import styles from './Statistics.module.css';
import { TimeChart } from './TimeChart.tsx';

/** One task's statistics: its year of completions, its streaks and its habit strength. */
export function TaskStatisticsPage() {
  const { t } = useTranslation('statistics');
  const { taskId = '' } = useParams();
  const read = useTaskStatistics(taskId);
  const isMissing = read.error instanceof ApiRequestError && read.error.status === 404;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <ReadState read={read} failedText={isMissing ? t('task.notFound') : t('loadFailed')}>
        {(statistics) => <TaskStatistics statistics={statistics} />}
      </ReadState>
      <p>
        <Link to="/">{t('task.back')}</Link>
      </p>
    </div>
  );
}

function TaskStatistics({ statistics }: { statistics: TaskStatisticsAnswer }) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const { heatmap, streaks, strength } = statistics;
  const isEmpty = heatmap.total === 0 && (strength?.series.length ?? 0) === 0;
  return (
    <>
      <h2 className={styles.taskName}>{statistics.text}</h2>
      {isEmpty ? (
        <p role="status">{t('noRecords')}</p>
      ) : (
        <>
          <section aria-labelledby={`${id}-year`} className={styles.section}>
            <h3 id={`${id}-year`}>{t('heatmap.title')}</h3>
            <Heatmap heatmap={heatmap} titleId={`${id}-year`} />
          </section>
          {(statistics.type === 'habit' || statistics.type === 'daily') && (
            <section aria-labelledby={`${id}-streaks`} className={styles.section}>
              <h3 id={`${id}-streaks`}>{t('streaks.title')}</h3>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('streaks.current')}</dt>
                  <dd>{t('streaks.days', { count: streaks.current })}</dd>
                </div>
                <div>
                  <dt>{t('streaks.best')}</dt>
                  <dd>{t('streaks.days', { count: streaks.best })}</dd>
                </div>
              </dl>
            </section>
          )}
          {strength && strength.series.length > 0 && (
            <StrengthSection series={strength.series} titleId={`${id}-strength`} />
          )}
        </>
      )}
    </>
  );
}

type StrengthSeries = NonNullable<TaskStatisticsAnswer['strength']>['series'];

function StrengthSection({ series, titleId }: { series: StrengthSeries; titleId: string }) {
  const { t } = useTranslation('statistics');
  const dates = useMemo(() => series.map(({ date }) => date), [series]);
  const chartSeries = useMemo(
    () => [
      {
        label: t('strength.series'),
        values: series.map(({ strength }) => strength),
        colorToken: '--color-accent',
      },
    ],
    [series, t],
  );
  const now = series.at(-1)!.strength;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h3 id={titleId}>{t('strength.title')}</h3>
      <p className={styles.bigFigure}>{t('strength.now', { value: formatStrength(now) })}</p>
      <p className={styles.explained}>{t('strength.explained')}</p>
      <TimeChart
        dates={dates}
        series={chartSeries}
        formatValue={formatStrength}
        titleId={titleId}
      />
      <NumbersTable
        caption={t('strength.title')}
        columns={[t('date'), t('strength.series')]}
        rows={[...series]
          .reverse()
          .map(({ date, strength }) => [formatDateKey(date), formatStrength(strength)])}
      />
    </section>
  );
}
