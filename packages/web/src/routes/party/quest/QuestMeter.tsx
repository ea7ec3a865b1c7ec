import styles from '../Party.module.css';

interface QuestMeterProps {
  label: string;
  /** The visible "x / y" text, also read out. */
  valueText: string;
  value: number;
  max: number;
  tone: 'health' | 'rage' | 'collect';
  /** The viewer's pending damage, drawn as an overlay at the bar's end. */
  pending?: number;
}

const percentOf = (value: number, max: number) =>
  max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;

export function QuestMeter({ label, valueText, value, max, tone, pending = 0 }: QuestMeterProps) {
  const percent = percentOf(value, max);
  const pendingPercent = Math.min(percent, percentOf(pending, max));
  return (
    <div className={styles.meterRow}>
      <span className={styles.meterLabel}>{label}</span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={`${styles.fill} ${styles[tone]}`} style={{ width: `${percent}%` }} />
        {pendingPercent > 0 && (
          <div
            className={styles.pending}
            style={{ left: `${percent - pendingPercent}%`, width: `${pendingPercent}%` }}
          />
        )}
      </div>
      <span className={styles.meterValue}>{valueText}</span>
    </div>
  );
}
