import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from '../../../api/tasksTypes.ts';
import styles from '../Tasks.module.css';

interface ChecklistEditorProps {
  items: ChecklistItem[];
  onChange: (items: ChecklistItem[]) => void;
}

let nextItem = 0;
const newItemId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `item-${(nextItem += 1)}`;

export function ChecklistEditor({ items, onChange }: ChecklistEditorProps) {
  const { t } = useTranslation('tasks');
  const newId = useId();
  const [text, setText] = useState('');

  function handleAdd() {
    if (!text.trim()) return;
    onChange([...items, { id: newItemId(), text: text.trim(), completed: false }]);
    setText('');
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('edit.checklist')}</legend>
      <ul className={styles.editList}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.row}>
            <input
              className={styles.input}
              aria-label={t('edit.checklistItem', { number: index + 1 })}
              value={item.text}
              onChange={(event) =>
                onChange(
                  items.map((other) =>
                    other.id === item.id ? { ...other, text: event.target.value } : other,
                  ),
                )
              }
            />
            <button
              type="button"
              className={styles.button}
              aria-label={t('edit.removeItem', { number: index + 1 })}
              onClick={() => onChange(items.filter((other) => other.id !== item.id))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <label htmlFor={newId} className={styles.visuallyHidden}>
          {t('edit.newItem')}
        </label>
        <input
          id={newId}
          className={styles.input}
          value={text}
          placeholder={t('edit.newItem')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              handleAdd();
            }
          }}
        />
        <button type="button" className={styles.button} onClick={handleAdd}>
          {t('edit.addItem')}
        </button>
      </div>
    </fieldset>
  );
}
