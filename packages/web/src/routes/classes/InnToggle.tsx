import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAsleep } from '../../store/classRules.ts';
import { usePlayer } from '../../store/playerStats.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import { toggleInn } from './classActions.ts';
import styles from './Classes.module.css';

/** Resting in the inn; the day boundary then deals no damage. */
export function InnToggle() {
  const { t } = useTranslation('classes');
  const player = usePlayer();
  const [isSending, setIsSending] = useState(false);
  const explanationId = useId();
  if (!player) return null;
  const isResting = isAsleep(player);

  async function handleToggle() {
    setIsSending(true);
    await toggleInn();
    setIsSending(false);
  }

  return (
    <div className={styles.inn}>
      <button
        type="button"
        className={isResting ? tasksStyles.primaryButton : tasksStyles.button}
        aria-describedby={explanationId}
        aria-busy={isSending}
        disabled={isSending}
        onClick={() => void handleToggle()}
      >
        {isResting ? t('inn.leave') : t('inn.rest')}
      </button>
      <p id={explanationId}>
        {isResting && <strong>{t('inn.resting')} </strong>}
        {t('inn.explanation')}
      </p>
    </div>
  );
}
