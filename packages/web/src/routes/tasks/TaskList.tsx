import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import { moveTask } from '../../store/tasksActions.ts';
import { orderPositionOf } from '../../store/tasksRules.ts';
import { TaskCard, type CardReorder } from './TaskCard.tsx';
import styles from './Tasks.module.css';
import { useCardDrag } from './useCardDrag.ts';

interface TaskListProps {
  type: TaskType;
  /** Every task of the type in the player's order: positions count in core's list of them. */
  ordered: readonly Task[];
  shown: readonly Task[];
  canReorder: boolean;
  onEdit: (task: Task) => void;
}

/**
 * The cards of a column. A card is moved by dragging it or, from its handle, with the arrow keys;
 * the move sends its position among all the tasks of its type, and is announced.
 */
export function TaskList({ type, ordered, shown, canReorder, onEdit }: TaskListProps) {
  const { t } = useTranslation('tasks');
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // A card moved from its handle is drawn anew in its new place: its handle keeps the focus.
  const keptFocus = useRef<{ taskId: string; index: number } | null>(null);
  const drag = useCardDrag(shown.map((task) => task._id).join(' '), move);

  useLayoutEffect(() => {
    const kept = keptFocus.current;
    if (!kept || shown[kept.index]?._id !== kept.taskId) return;
    keptFocus.current = null;
    const handles = listRef.current?.querySelectorAll<HTMLElement>('[data-drag-handle]') ?? [];
    [...handles].find((handle) => handle.dataset.dragHandle === kept.taskId)?.focus();
  }, [shown]);

  /** Moves the card at `from` to where the card at `to` stands. */
  function move(from: number, to: number): Promise<void> {
    const task = shown[from];
    const target = shown[to];
    const position = target ? orderPositionOf(ordered, target) : -1;
    if (!task || from === to || position < 0) return Promise.resolve();
    setAnnouncement(t('card.moved', { text: task.text, position: to + 1, count: shown.length }));
    return moveTask(task._id, position);
  }

  function reorderOf(task: Task, index: number): CardReorder | null {
    if (!canReorder) return null;
    return {
      drag: drag.cardProps(index),
      onStep: (step) => {
        const to = index + step;
        if (to < 0 || to >= shown.length) return;
        keptFocus.current = { taskId: task._id, index: to };
        void move(index, to);
      },
    };
  }

  if (shown.length === 0) return <p className={styles.empty}>{t(`states.empty.${type}`)}</p>;
  return (
    <>
      <ol ref={listRef} className={styles.list} data-dragging={drag.isDragging || undefined}>
        {shown.map((task, index) => (
          <TaskCard key={task._id} task={task} reorder={reorderOf(task, index)} onEdit={onEdit} />
        ))}
      </ol>
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
