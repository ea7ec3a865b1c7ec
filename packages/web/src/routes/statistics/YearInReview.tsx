import type { PlayerStatisticsAnswer } from '@questlog/core/api';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayGold } from '../../format/gold.ts';
import { displayNumber } from '../../format/numberDisplay.ts';
import { monthName, weekdayName } from './statisticsFormat.ts';
import styles from './Statistics.module.css';

type Review = PlayerStatisticsAnswer['review'];

/** The year's figures as a list of terms and values. */
export function YearInReview({ year, review }: { year: number; review: Review }) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const none = t('player.none');
  const named = (text: string | null) => text ?? t('player.deletedTask');
  const figures: [label: string, value: string][] = [
    [t('player.reviewCompletions'), displayNumber(review.completions)],
    [t('player.reviewActiveDays'), displayNumber(review.activeDays)],
    [
      t('player.reviewMostDone'),
      review.mostDone
        ? t('player.reviewMostDoneValue', {
            text: named(review.mostDone.text),
            count: review.mostDone.count,
          })
        : none,
    ],
    [
      t('player.reviewBestStreak'),
      review.bestStreak
        ? t('player.reviewBestStreakValue', {
            text: named(review.bestStreak.text),
            count: review.bestStreak.length,
          })
        : none,
    ],
    [
      t('player.reviewBusiestWeekday'),
      review.busiestWeekday === null ? none : weekdayName(review.busiestWeekday),
    ],
    [
      t('player.reviewBusiestMonth'),
      review.busiestMonth === null ? none : monthName(review.busiestMonth.month),
    ],
    [t('player.reviewExperience'), displayNumber(review.experienceGained)],
    [t('player.reviewGold'), displayGold(review.goldGained)],
    [t('player.reviewLevels'), displayNumber(review.levelsGained)],
  ];
  return (
    <section aria-labelledby={`${id}-review`} className={styles.section}>
      <h2 id={`${id}-review`}>{t('player.reviewTitle', { year: String(year) })}</h2>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
