// The attributes with their bonus breakdown (level, gear, class, buffs, allocated).
import { useTranslation } from 'react-i18next';
import { displayNumber } from '../../format/numberDisplay.ts';
import styles from './Profile.module.css';
import { statBreakdown, type StatsPlayer } from './statBreakdown.ts';
import type { ProfilePlayer } from './useProfilePlayer.ts';

const COLUMNS = ['level', 'gear', 'class', 'buffs', 'allocated', 'total'] as const;

export function StatsPage({ player }: { player: ProfilePlayer }) {
  const { t } = useTranslation('profile');
  const rows = statBreakdown(player as StatsPlayer);
  const points = (player.stats as { points?: number } | undefined)?.points ?? 0;
  return (
    <div>
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
      {points > 0 && <p>{t('stats.unallocated', { count: points })}</p>}
    </div>
  );
}
