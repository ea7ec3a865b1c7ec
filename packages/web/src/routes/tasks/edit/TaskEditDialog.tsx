import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '../../../api/tasksTypes.ts';
import { Modal } from '../../../components/Modal.tsx';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { fieldErrorsOf } from '../../../api/validationErrors.ts';
import { useDayPreferences } from '../../../store/dayPreferences.ts';
import { useIsSessionConfirmed, useSessionStore } from '../../../store/sessionStore.ts';
import { updateTask } from '../../../store/tasksActions.ts';
import { taskUpdateErrors } from '../../../store/localTaskRules.ts';
import { SchedulePicker } from '../../../components/schedule/SchedulePicker.tsx';
import {
  scheduleChangesOf,
  scheduleDraftOf,
  scheduleErrors,
  type ScheduleDraft,
} from '../../../components/schedule/scheduleDraft.ts';
import { gameTodayKey } from '../../../store/gameToday.ts';
import { ChecklistEditor } from './ChecklistEditor.tsx';
import { DeleteTask } from './DeleteTask.tsx';
import { DetailFields } from './DetailFields.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { TagPicker } from './TagPicker.tsx';
import { changesOf, draftErrors, draftOf, type TaskDraft } from './taskDraft.ts';
import styles from '../Tasks.module.css';

/** Edits every field of a task; errors (the client's or the server's) show beside the fields. */
export function TaskEditDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const dayPreferences = useDayPreferences();
  const user = useSessionStore((state) => state.user);
  // the dates saved follow the server's day clock, never a kept copy's (cachedPaint.ts)
  const isConfirmed = useIsSessionConfirmed();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task, dayPreferences.timezoneOffset));
  const [schedule, setSchedule] = useState<ScheduleDraft>(() => scheduleDraftOf(task));
  const form = useFormRequest();
  const changeSchedule = (changes: Partial<ScheduleDraft>) =>
    setSchedule((old) => ({ ...old, ...changes }));
  const change = (changes: Partial<TaskDraft>) => setDraft((old) => ({ ...old, ...changes }));
  const errors = form.fieldErrors;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const clientErrors = { ...draftErrors(draft, task.type), ...scheduleErrors(schedule) };
    if (Object.keys(clientErrors).length > 0) {
      form.setFieldErrors(
        Object.fromEntries(
          Object.entries(clientErrors).map(([field, key]) => [
            field,
            t(key as 'edit.textRequired' | 'schedule.errors.weeks'),
          ]),
        ),
      );
      return;
    }
    const changes = {
      ...changesOf(draft, task.type, dayPreferences.timezoneOffset),
      ...scheduleChangesOf(schedule, task, draft.startDate, gameTodayKey(user)),
    } as Partial<Task>;
    const ruleErrors = fieldErrorsOf(taskUpdateErrors(task, changes, new Date()));
    if (Object.keys(ruleErrors).length > 0) {
      form.setFieldErrors(ruleErrors);
      return;
    }
    const saved = await form.send(() => updateTask(task._id, changes));
    if (saved) onClose();
  }

  return (
    <Modal title={t('edit.title', { type: t(`edit.typeNames.${task.type}`) })} onClose={onClose}>
      <form className={styles.editForm} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          label={t('edit.text')}
          value={draft.text}
          error={errors.text}
          onChange={(event) => change({ text: event.target.value })}
        />
        <DetailFields task={task} draft={draft} errors={errors} onChange={change} />
        {(task.type === 'daily' || task.type === 'todo') && (
          <ChecklistEditor
            items={draft.checklist}
            onChange={(checklist) => change({ checklist })}
          />
        )}
        {task.type === 'todo' && (
          <FormField
            label={t('edit.dueDate')}
            type="date"
            value={draft.date}
            error={errors.date}
            onChange={(event) => change({ date: event.target.value })}
          />
        )}
        {(task.type === 'daily' || task.type === 'todo') && (
          <SchedulePicker
            task={task}
            draft={schedule}
            startKey={draft.startDate}
            errors={errors}
            onChange={changeSchedule}
          >
            <ScheduleFields
              task={task}
              draft={draft}
              errors={errors}
              dayPreferences={dayPreferences}
              onChange={change}
            />
          </SchedulePicker>
        )}
        <TagPicker selected={draft.tags} onChange={(tags) => change({ tags })} />
        <div className={styles.dialogActions}>
          <button
            type="submit"
            className={styles.primaryButton}
            disabled={form.isSending || !isConfirmed}
          >
            {t('edit.save')}
          </button>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('edit.cancel')}
          </button>
        </div>
      </form>
      <p>
        <Link to={`/statistics/tasks/${task._id}`}>{t('edit.statistics')}</Link>
      </p>
      <DeleteTask task={task} onDeleted={onClose} />
    </Modal>
  );
}
