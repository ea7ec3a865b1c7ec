// The attributes with their bonus breakdown (level, gear, class, buffs, allocated).
import { useTranslation } from 'react-i18next';
import { displayNumber } from '../../format/numberDisplay.ts';
import styles from './Profile.module.css';
import { statBreakdown, type StatsPlayer } from './statBreakdown.ts';
import type { ProfilePlayer } from './useProfilePlayer.ts';

// The total first: on a phone the breakdown scrolls, and the number that matters stays in view.
const COLUMNS = ['total', 'level', 'gear', 'class', 'buffs', 'allocated'] as const;

export function StatsPage({ player }: { player: ProfilePlayer }) {
  const { t } = useTranslation('profile');
  const rows = statBreakdown(player as StatsPlayer);
  const points = (player.stats as { points?: number } | undefined)?.points ?? 0;
  return (
    <div>
      {/* Seven columns do not fit a phone: the table scrolls sideways, the names stay put. */}
      <div
        className={styles.statsScroll}
        role="region"
        aria-label={t('stats.caption')}
        tabIndex={0}
      >
        <table className={styles.stats}>
          <caption>{t('stats.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.attribute')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`stats.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.attribute}>
                <th scope="row">{t(`stats.${row.attribute}`)}</th>
                {COLUMNS.map((column) => (
                  <td key={column}>{displayNumber(row[column])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {points > 0 && <p>{t('stats.unallocated', { count: points })}</p>}
    </div>
  );
}
