import type { TaskStatisticsAnswer } from '@questlog/core/api';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateKey } from '../../format/dateKeys.ts';
import { NumbersTable } from './NumbersTable.tsx';
import styles from './Statistics.module.css';

type HeatmapData = TaskStatisticsAnswer['heatmap'];

const CELL = 10;
const GAP = 2;
const LEVELS = [0, 1, 2, 3, 4] as const;

/** Seven dates of a week at a time, the first week padded to its start. */
function weeksOf(days: HeatmapData['days']): HeatmapData['days'][] {
  const weeks: HeatmapData['days'][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/**
 * A year of completions as a grid: a column per week (Sunday at the top), a square per date
 * shaded by its level (0–4). The picture fills the width it has, never narrower than squares a
 * finger can tell apart; its numbers are a table.
 */
export function Heatmap({ heatmap, titleId }: { heatmap: HeatmapData; titleId: string }) {
  const { t } = useTranslation('statistics');
  const scroller = useRef<HTMLDivElement>(null);
  const weeks = weeksOf(heatmap.days);
  // on a narrow screen the grid scrolls sideways: it opens on the latest weeks
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [heatmap]);
  const width = weeks.length * (CELL + GAP);
  const height = 7 * (CELL + GAP);
  const summary = t('heatmap.summary', { count: heatmap.total, max: heatmap.max });
  const weekdayNames = (weeks[0] ?? []).map(({ date }) =>
    formatDateKey(date, undefined, { weekday: 'short' }),
  );
  return (
    <figure className={styles.figure}>
      {/* focusable, so the keys can scroll it where it is wider than the screen */}
      <div ref={scroller} className={styles.heatmapScroller} tabIndex={0}>
        <svg
          className={styles.heatmap}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-summary`}
        >
          {weeks.map((week, column) =>
            week.map((day, row) => (
              <rect
                key={day.date}
                x={column * (CELL + GAP)}
                y={row * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                className={styles[`level${day.level}`]}
                data-date={day.date}
                data-count={day.count}
              />
            )),
          )}
        </svg>
      </div>
      <figcaption id={`${titleId}-summary`} className={styles.caption}>
        <span>{summary}</span>
        <span className={styles.legend} aria-hidden="true">
          {t('heatmap.less')}
          {LEVELS.map((level) => (
            <span key={level} className={`${styles.swatch} ${styles[`level${level}`]}`} />
          ))}
          {t('heatmap.more')}
        </span>
      </figcaption>
      <NumbersTable
        caption={summary}
        columns={[t('week'), ...weekdayNames]}
        rows={weeks.map((week) => [
          formatDateKey(week[0]!.date),
          ...week.map(({ count }) => count),
        ])}
      />
    </figure>
  );
}
