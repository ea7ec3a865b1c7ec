import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasksTypes.ts';
import { scoreChecklistItem } from '../../store/tasksActions.ts';
import styles from './TaskCard.module.css';

/** A card's checklist: a toggle that expands it, each item ticked in place. */
export function ChecklistView({ task, isDisabled }: { task: Task; isDisabled: boolean }) {
  const { t } = useTranslation('tasks');
  const listId = useId();
  const items = task.checklist ?? [];
  const [isOpen, setIsOpen] = useState(task.collapseChecklist !== true);
  if (items.length === 0) return null;
  const counts = {
    text: task.text,
    done: items.filter((item) => item.completed).length,
    total: items.length,
  };
  return (
    <div className={styles.checklist}>
      <button
        type="button"
        className={styles.checklistToggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        // The card names its task; a reader hears which one (open or closed: aria-expanded).
        aria-label={t('checklist.toggleOf', counts)}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span aria-hidden="true">{isOpen ? '▾ ' : '▸ '}</span>
        {t('checklist.toggle', counts)}
      </button>
      {isOpen && (
        <ul id={listId} className={styles.checklistItems}>
          {items.map((item) => (
            <li key={item.id}>
              <label className={styles.checklistItem}>
                <input
                  type="checkbox"
                  checked={item.completed}
                  disabled={isDisabled}
                  onChange={() => void scoreChecklistItem(task._id, item.id)}
                />
                <span className={item.completed ? styles.done : undefined} dir="auto">
                  {item.text}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
