import { useTranslation } from 'react-i18next';
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import { moveTask } from '../../store/tasksActions.ts';
import { orderPositionOf } from '../../store/tasksRules.ts';
import { TaskCard, type CardReorder } from './TaskCard.tsx';
import styles from './Tasks.module.css';

interface TaskListProps {
  type: TaskType;
  /** Every task of the type in the player's order: positions count in core's list of them. */
  ordered: readonly Task[];
  shown: readonly Task[];
  canReorder: boolean;
  onEdit: (task: Task) => void;
}

/** The cards of a column; moving one sends its position among all the tasks of its type. */
export function TaskList({ type, ordered, shown, canReorder, onEdit }: TaskListProps) {
  const { t } = useTranslation('tasks');
  if (shown.length === 0) return <p className={styles.empty}>{t(`states.empty.${type}`)}</p>;
  /** Moves `taskId` to where `target` stands (nothing when `target` is not in the list). */
  const moveTo = (taskId: string, target: Task) => {
    const position = orderPositionOf(ordered, target);
    if (position >= 0) void moveTask(taskId, position);
  };

  function reorderOf(task: Task, index: number): CardReorder | null {
    if (!canReorder) return null;
    return {
      canMoveUp: index > 0,
      canMoveDown: index < shown.length - 1,
      onMove: (step) => {
        const neighbour = shown[index + step];
        if (neighbour) moveTo(task._id, neighbour);
      },
      onDropOn: (draggedId) => moveTo(draggedId, task),
    };
  }

  return (
    <ol className={styles.list}>
      {shown.map((task, index) => (
        <TaskCard key={task._id} task={task} reorder={reorderOf(task, index)} onEdit={onEdit} />
      ))}
    </ol>
  );
}
