import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasksTypes.ts';
import { formatGameDate } from '../../format/gameDate.ts';
import { useDayPreferences } from '../../store/dayPreferences.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { areControlsDisabled, isRewardUnaffordable, taskColorOf } from '../../store/tasksRules.ts';
import { ChecklistView } from './ChecklistView.tsx';
import { ScoreControls } from './ScoreControls.tsx';
import { TaskBadges } from './TaskBadges.tsx';
import styles from './TaskCard.module.css';

export interface CardReorder {
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onDropOn: (draggedId: string) => void;
}

interface TaskCardProps {
  task: Task;
  reorder: CardReorder | null;
  onEdit: (task: Task) => void;
}

const dragType = 'application/x-questlog-task';

export function TaskCard({ task, reorder, onEdit }: TaskCardProps) {
  const { t } = useTranslation('tasks');
  const player = usePlayer();
  const color = taskColorOf(task);
  const isDisabled = areControlsDisabled(task, player?.id, player?.stats);
  // a daily not due today is shown greyed, with the next day it is due
  const isNotDue = task.type === 'daily' && task.isDue === false;

  function handleDrop(event: DragEvent) {
    const draggedId = event.dataTransfer.getData(dragType);
    if (!reorder || !draggedId || draggedId === task._id) return;
    event.preventDefault();
    reorder.onDropOn(draggedId);
  }

  return (
    <li
      className={`${styles.card} ${styles[color] ?? ''} ${isNotDue ? styles.notDue : ''}`}
      data-color={color}
      data-due={task.type === 'daily' ? String(!isNotDue) : undefined}
      draggable={reorder !== null}
      onDragStart={(event) => event.dataTransfer.setData(dragType, task._id)}
      onDragOver={(event) => reorder && event.preventDefault()}
      onDrop={handleDrop}
    >
      <div className={styles.control}>
        <ScoreControls
          task={task}
          isDisabled={isDisabled}
          isUnaffordable={isRewardUnaffordable(task, player ?? null)}
        />
      </div>
      <div className={styles.body}>
        <button
          type="button"
          className={styles.title}
          aria-label={t('card.edit', { text: task.text })}
          onClick={() => onEdit(task)}
        >
          {task.text}
        </button>
        {task.notes && <p className={styles.notes}>{task.notes}</p>}
        <p className={styles.meta}>
          <span className={styles.visuallyHidden}>{t(`card.colors.${color}`)}</span>
          {task.type === 'todo' && task.date && (
            <span>{t('card.due', { date: new Date(task.date).toLocaleDateString() })}</span>
          )}
          {isNotDue && <NextDue nextDue={task.nextDue} />}
          {task.type === 'daily' && (task.streak ?? 0) > 0 && (
            <span>{t('card.streak', { count: task.streak })}</span>
          )}
          <TaskBadges task={task} />
        </p>
        <ChecklistView task={task} isDisabled={isDisabled} />
      </div>
      {reorder && (
        <div className={styles.reorder}>
          <button
            type="button"
            className={styles.moveButton}
            aria-label={t('card.moveUp', { text: task.text })}
            disabled={!reorder.canMoveUp}
            onClick={() => reorder.onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.moveButton}
            aria-label={t('card.moveDown', { text: task.text })}
            disabled={!reorder.canMoveDown}
            onClick={() => reorder.onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      )}
    </li>
  );
}

function NextDue({ nextDue }: { nextDue: string[] | undefined }) {
  const { t } = useTranslation('tasks');
  const { timezoneOffset } = useDayPreferences();
  const next = nextDue?.[0];
  if (!next) return <span>{t('card.notDue')}</span>;
  return <span>{t('card.nextDue', { date: formatGameDate(next, timezoneOffset) })}</span>;
}
