import { useTranslation } from 'react-i18next';
import { displayNumber } from '../../format/numberDisplay.ts';
import styles from './Stats.module.css';

interface StatBarProps {
  kind: 'health' | 'experience' | 'mana';
  value: number;
  max: number;
  /** Narrow places (a party member's card): smaller label and number columns. */
  compact?: boolean;
}

/** A labelled meter with its numbers beside it (short numbers: 1.2k, 3.4m). */
export function StatBar({ kind, value, max, compact = false }: StatBarProps) {
  const { t } = useTranslation('tasks');
  const label = t(`stats.${kind}`);
  const shown = t('stats.barValue', { value: displayNumber(value), max: displayNumber(max) });
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <div className={compact ? `${styles.stat} ${styles.compact}` : styles.stat}>
      <span className={styles.statLabel} aria-hidden="true">
        {label}
      </span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={shown}
        className={styles.track}
      >
        <div className={`${styles.fill} ${styles[kind]}`} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.statValue} aria-hidden="true">
        {shown}
      </span>
    </div>
  );
}
