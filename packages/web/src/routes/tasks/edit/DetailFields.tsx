import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attribute, Task } from '../../../api/tasksTypes.ts';
import { FormField } from '../../../components/forms/FormField.tsx';
import { FieldError } from './FieldError.tsx';
import { difficulties, type TaskDraft } from './taskDraft.ts';
import styles from '../Tasks.module.css';

const attributes: Attribute[] = ['str', 'int', 'per', 'con'];

interface DetailFieldsProps {
  task: Task;
  draft: TaskDraft;
  errors: Record<string, string>;
  onChange: (changes: Partial<TaskDraft>) => void;
}

/** Notes, difficulty, attribute, a habit's directions and a reward's price. */
export function DetailFields({ task, draft, errors, onChange }: DetailFieldsProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-notes`}>{t('edit.notes')}</label>
      <textarea
        id={`${id}-notes`}
        className={styles.input}
        value={draft.notes}
        aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
        onChange={(event) => onChange({ notes: event.target.value })}
      />
      <FieldError id={`${id}-notes-error`} message={errors.notes} />
      {task.type === 'reward' ? (
        <FormField
          label={t('edit.value')}
          type="number"
          min={0}
          value={draft.value}
          error={errors.value}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      ) : (
        <>
          <label htmlFor={`${id}-priority`}>{t('edit.difficulty')}</label>
          <select
            id={`${id}-priority`}
            className={styles.input}
            value={draft.priority}
            onChange={(event) => onChange({ priority: Number(event.target.value) })}
          >
            {difficulties.map(([name, priority]) => (
              <option key={name} value={priority}>
                {t(`edit.difficulties.${name}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-priority-error`} message={errors.priority} />
          <label htmlFor={`${id}-attribute`}>{t('edit.attribute')}</label>
          <select
            id={`${id}-attribute`}
            className={styles.input}
            value={draft.attribute}
            onChange={(event) => onChange({ attribute: event.target.value as Attribute })}
          >
            {attributes.map((attribute) => (
              <option key={attribute} value={attribute}>
                {t(`edit.attributes.${attribute}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-attribute-error`} message={errors.attribute} />
        </>
      )}
      {task.type === 'habit' && (
        <div className={styles.row}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.up}
              onChange={(event) => onChange({ up: event.target.checked })}
            />
            {t('edit.up')}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.down}
              onChange={(event) => onChange({ down: event.target.checked })}
            />
            {t('edit.down')}
          </label>
        </div>
      )}
    </>
  );
}
