// Add or edit a task that is not the player's own: a challenge's task (its leader) or a team
// board's task (a manager). Text, notes, a habit's directions and a reward's price; `extra`
// adds fields (the board's "requires approval").
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { Modal } from '../../components/Modal.tsx';
import { FormFooter } from './FormFooter.tsx';
import { TextAreaField } from '../../components/forms/TextAreaField.tsx';

export interface SharedTaskFields {
  type: TaskType;
  text: string;
  notes: string;
  up?: boolean;
  down?: boolean;
  value?: number;
}

interface SharedTaskDialogProps {
  type: TaskType;
  task?: Task;
  extra?: ReactNode;
  onSave: (fields: SharedTaskFields) => Promise<unknown>;
  onClose: () => void;
}

export function SharedTaskDialog({ type, task, extra, onSave, onClose }: SharedTaskDialogProps) {
  const { t } = useTranslation('challenges');
  const form = useFormRequest();
  const [text, setText] = useState(task?.text ?? '');
  const [notes, setNotes] = useState(task?.notes ?? '');
  const [up, setUp] = useState(task?.up ?? true);
  const [down, setDown] = useState(task?.down ?? true);
  const [price, setPrice] = useState(String(task?.value ?? 10));
  const [isChecked, setIsChecked] = useState(false);
  const priceValue = Number(price);
  const textError = isChecked && !text.trim() ? t('taskForm.textRequired') : undefined;
  const priceError =
    isChecked && type === 'reward' && !(priceValue >= 0) ? t('taskForm.priceInvalid') : undefined;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!text.trim() || (type === 'reward' && !(priceValue >= 0))) return;
    const fields: SharedTaskFields = {
      type,
      text: text.trim(),
      notes,
      ...(type === 'habit' ? { up, down } : {}),
      ...(type === 'reward' ? { value: priceValue } : {}),
    };
    const isSaved = await form.send(async () => {
      await onSave(fields);
      return true;
    });
    if (isSaved) onClose();
  }

  const typeName = t(`types.${type}`);
  return (
    <Modal
      title={t(task ? 'taskForm.editTitle' : 'taskForm.addTitle', { type: typeName })}
      onClose={onClose}
    >
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          label={t('taskForm.text')}
          value={text}
          error={textError ?? form.fieldErrors['text']}
          onChange={(event) => setText(event.target.value)}
        />
        <TextAreaField
          label={t('taskForm.notes')}
          value={notes}
          error={form.fieldErrors['notes']}
          onChange={(event) => setNotes(event.target.value)}
        />
        {type === 'habit' && (
          <fieldset className={formStyles.field}>
            <legend className={formStyles.label}>{t('taskForm.directions')}</legend>
            <label className={formStyles.checkbox}>
              <input type="checkbox" checked={up} onChange={(e) => setUp(e.target.checked)} />
              {t('taskForm.up')}
            </label>
            <label className={formStyles.checkbox}>
              <input type="checkbox" checked={down} onChange={(e) => setDown(e.target.checked)} />
              {t('taskForm.down')}
            </label>
          </fieldset>
        )}
        {type === 'reward' && (
          <FormField
            label={t('taskForm.price')}
            type="number"
            min={0}
            value={price}
            error={priceError ?? form.fieldErrors['value']}
            onChange={(event) => setPrice(event.target.value)}
          />
        )}
        {extra}
        <FormFooter form={form} submitLabel={t('taskForm.save')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
