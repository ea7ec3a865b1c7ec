import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasksTypes.ts';
import { formatGameDate } from '../../format/gameDate.ts';
import { useDayPreferences } from '../../store/dayPreferences.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { areControlsDisabled, isRewardUnaffordable, taskColorOf } from '../../store/tasksRules.ts';
import { SkipToday } from '../../components/skips/SkipToday.tsx';
import { ChecklistView } from './ChecklistView.tsx';
import { DragHandle } from './DragHandle.tsx';
import { ScoreControls } from './ScoreControls.tsx';
import { TaskBadges } from './TaskBadges.tsx';
import styles from './TaskCard.module.css';
import type { CardDragProps } from './useCardDrag.ts';

/** How a card can be moved: dragged (the pointer's handlers), or stepped from its handle's keys. */
export interface CardReorder {
  drag: CardDragProps;
  onStep: (step: -1 | 1) => void;
}

interface TaskCardProps {
  task: Task;
  reorder: CardReorder | null;
  onEdit: (task: Task) => void;
}

export function TaskCard({ task, reorder, onEdit }: TaskCardProps) {
  const { t, i18n } = useTranslation('tasks');
  const player = usePlayer();
  const color = taskColorOf(task);
  const isDisabled = areControlsDisabled(task, player?.id, player?.stats);
  // a daily not due today is shown greyed, with the next day it is due
  const isNotDue = task.type === 'daily' && task.isDue === false;

  return (
    <li
      className={`${styles.card} ${styles[color] ?? ''} ${isNotDue ? styles.notDue : ''}`}
      data-color={color}
      data-due={task.type === 'daily' ? String(!isNotDue) : undefined}
      {...reorder?.drag}
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
          data-title
          dir="auto"
          aria-label={t('card.edit', { text: task.text })}
          onClick={() => onEdit(task)}
        >
          {task.text}
        </button>
        {task.notes && (
          <p className={styles.notes} dir="auto">
            {task.notes}
          </p>
        )}
        <p className={styles.meta}>
          <span className={styles.visuallyHidden}>{t(`card.colors.${color}`)}</span>
          {task.type === 'todo' && task.date && (
            <span>
              {t('card.due', { date: new Date(task.date).toLocaleDateString(i18n.language) })}
            </span>
          )}
          {isNotDue && <NextDue nextDue={task.nextDue} />}
          {task.type === 'daily' && (task.streak ?? 0) > 0 && (
            <span>{t('card.streak', { count: task.streak })}</span>
          )}
          <TaskBadges task={task} />
          <SkipToday task={task} isDisabled={isDisabled} />
        </p>
        <ChecklistView task={task} isDisabled={isDisabled} />
      </div>
      {reorder && <DragHandle taskId={task._id} text={task.text} onStep={reorder.onStep} />}
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
