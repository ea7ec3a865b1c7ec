import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction, Task } from '../../api/tasksTypes.ts';
import { displayGold } from '../../format/gold.ts';
import { scoreTask } from '../../store/tasksScoring.ts';
import styles from './TaskCard.module.css';

interface ScoreControlsProps {
  task: Task;
  isDisabled: boolean;
  /** A reward the purse cannot pay: disabled, with the reason. */
  isUnaffordable?: boolean;
}

/** +/− for habits, a checkbox for dailies and to-dos, a buy button for rewards. */
export function ScoreControls({ task, isDisabled, isUnaffordable = false }: ScoreControlsProps) {
  const { t } = useTranslation('tasks');
  const reasonId = useId();
  const score = (direction: Direction) => void scoreTask(task._id, direction);

  if (task.type === 'habit') {
    return (
      <div className={styles.habitControls}>
        {task.up !== false && (
          <button
            type="button"
            className={styles.scoreButton}
            aria-label={t('score.up', { text: task.text })}
            disabled={isDisabled}
            onClick={() => score('up')}
          >
            <span aria-hidden="true">+</span>
          </button>
        )}
        {task.down !== false && (
          <button
            type="button"
            className={styles.scoreButton}
            aria-label={t('score.down', { text: task.text })}
            disabled={isDisabled}
            onClick={() => score('down')}
          >
            <span aria-hidden="true">−</span>
          </button>
        )}
      </div>
    );
  }
  if (task.type === 'reward') {
    const price = displayGold(task.value);
    return (
      <>
        <button
          type="button"
          className={styles.buyButton}
          aria-label={t('score.buy', { text: task.text, price })}
          aria-describedby={isUnaffordable ? reasonId : undefined}
          title={isUnaffordable ? t('score.notEnoughGold') : undefined}
          disabled={isDisabled || isUnaffordable}
          onClick={() => score('up')}
        >
          {t('score.price', { price })}
        </button>
        {isUnaffordable && (
          <span id={reasonId} className="visually-hidden">
            {t('score.notEnoughGold')}
          </span>
        )}
      </>
    );
  }
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t('score.complete', { text: task.text })}
      checked={task.completed === true}
      disabled={isDisabled}
      onChange={(event) => score(event.target.checked ? 'up' : 'down')}
    />
  );
}
