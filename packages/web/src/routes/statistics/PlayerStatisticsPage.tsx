import type { PlayerStatisticsAnswer } from '@questlog/core/api';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { formatDateKey } from '../../format/dateKeys.ts';
import { displayGold } from '../../format/gold.ts';
import { displayNumber } from '../../format/numberDisplay.ts';
import { NumbersTable } from './NumbersTable.tsx';
import { ReadState } from './ReadState.tsx';
import { usePlayerStatistics } from './statisticsReads.ts';
import styles from './Statistics.module.css';
import { TimeChart } from './TimeChart.tsx';
import { YearInReview } from './YearInReview.tsx';

/** The player's year: the review, experience, gold and level by day, completions per week. */
export function PlayerStatisticsPage() {
  const { t } = useTranslation('statistics');
  const id = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const read = usePlayerStatistics(year);
  return (
    <div className={styles.page}>
      <ScreenTitle />
      {read.data && read.data.years.length > 1 && (
        <p className={styles.toolbar}>
          <label htmlFor={`${id}-year`}>{t('player.year')}</label>{' '}
          <select
            id={`${id}-year`}
            value={read.data.year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {read.data.years.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </p>
      )}
      <ReadState read={read} failedText={t('loadFailed')}>
        {(statistics) => <PlayerYear statistics={statistics} />}
      </ReadState>
    </div>
  );
}

function PlayerYear({ statistics }: { statistics: PlayerStatisticsAnswer }) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const { curve, weeks, review } = statistics;
  if (curve.length === 0 && review.completions === 0) return <p role="status">{t('noRecords')}</p>;
  return (
    <>
      <YearInReview year={statistics.year} review={review} />
      {curve.length > 0 && <CurveSection curve={curve} titleId={`${id}-curve`} />}
      <WeeksSection weeks={weeks} titleId={`${id}-weeks`} />
    </>
  );
}

function CurveSection({
  curve,
  titleId,
}: {
  curve: PlayerStatisticsAnswer['curve'];
  titleId: string;
}) {
  const { t } = useTranslation('statistics');
  const dates = useMemo(() => curve.map(({ date }) => date), [curve]);
  const charts = useMemo(
    () =>
      (
        [
          ['experience', '--color-accent', curve.map(({ experience }) => experience)],
          ['gold', '--color-habit', curve.map(({ gold }) => gold)],
          ['level', '--color-daily', curve.map(({ level }) => level)],
        ] as const
      ).map(([key, colorToken, values]) => ({
        key,
        series: [{ label: t(`player.${key}`), colorToken, values }],
      })),
    [curve, t],
  );
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{t('player.curveTitle')}</h2>
      <div className={styles.charts}>
        {charts.map(({ key, series }) => (
          <figure key={key} className={styles.figure}>
            <figcaption id={`${titleId}-${key}`} className={styles.caption}>
              {series[0]!.label}
            </figcaption>
            <TimeChart
              dates={dates}
              series={series}
              isWhole={key === 'level'}
              titleId={`${titleId}-${key}`}
            />
          </figure>
        ))}
      </div>
      <NumbersTable
        caption={t('player.curveTitle')}
        columns={[t('date'), t('player.experience'), t('player.gold'), t('player.level')]}
        rows={curve.map(({ date, experience, gold, level }) => [
          formatDateKey(date),
          displayNumber(experience),
          displayGold(gold),
          level,
        ])}
      />
    </section>
  );
}

function WeeksSection({
  weeks,
  titleId,
}: {
  weeks: PlayerStatisticsAnswer['weeks'];
  titleId: string;
}) {
  const { t } = useTranslation('statistics');
  const dates = useMemo(() => weeks.map(({ week }) => week), [weeks]);
  const series = useMemo(
    () => [
      {
        label: t('player.completions'),
        colorToken: '--color-todo',
        values: weeks.map(({ count }) => count),
      },
    ],
    [weeks, t],
  );
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{t('player.weeksTitle')}</h2>
      <TimeChart dates={dates} series={series} kind="bars" isWhole titleId={titleId} />
      <NumbersTable
        caption={t('player.weeksTitle')}
        columns={[t('week'), t('player.completions')]}
        rows={weeks.map(({ week, count }) => [formatDateKey(week), count])}
      />
    </section>
  );
}
