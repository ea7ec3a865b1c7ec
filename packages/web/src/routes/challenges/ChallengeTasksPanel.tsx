// A challenge's own tasks (GET /tasks/challenge/:id), by type. Its leader (or a challenge admin)
// adds, edits and deletes them; every member's copy follows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { challengesApi } from '../../api/challengesApi.ts';
import { tasksApi } from '../../api/tasksApi.ts';
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { ConfirmDialog } from '../party/ConfirmDialog.tsx';
import { sendChange } from '../../store/optimistic.ts';
import { refreshChallengeTasks, useChallengeTasks } from './challengeReads.ts';
import styles from './Challenges.module.css';
import { SharedTaskDialog, type SharedTaskFields } from './SharedTaskDialog.tsx';
import { TaskTypeColumns } from './TaskTypeColumns.tsx';

type Editing = { type: TaskType; task?: Task } | null;

export function ChallengeTasksPanel({
  challengeId,
  canManage,
}: {
  challengeId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('challenges');
  const query = useChallengeTasks(challengeId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const refresh = () => refreshChallengeTasks(challengeId);

  async function handleSave(fields: SharedTaskFields) {
    const editedTask = editing?.task;
    await sendChange({
      send: () =>
        editedTask
          ? tasksApi.update(editedTask._id, fields)
          : challengesApi.addTask(challengeId, fields),
      reread: refresh,
    });
  }

  async function handleDelete(task: Task) {
    setIsDeleting(true);
    try {
      await sendChange({ send: () => tasksApi.remove(task._id), reread: refresh });
      setDeleting(null);
    } catch {
      // the request layer showed the refusal
    } finally {
      setIsDeleting(false);
    }
  }

  const tasks = query.data;
  return (
    <section className={socialStyles.section} aria-labelledby="challenge-tasks">
      <h2 id="challenge-tasks" className={socialStyles.heading}>
        {t('tasks.title')}
      </h2>
      {!tasks ? (
        <LoadState
          isError={query.isError}
          failedText={t('tasks.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TaskTypeColumns
          tasks={tasks}
          level={3}
          titleOf={(type) => t(`columns.${type}`)}
          emptyText={t('tasks.none')}
          adding={
            canManage
              ? { labelOf: (type) => t(`tasks.add.${type}`), onAdd: (type) => setEditing({ type }) }
              : undefined
          }
          renderTask={(task) => (
            <li key={task._id} className={styles.row}>
              <div className={styles.rowText}>
                <p>{task.text}</p>
                {task.notes && <p className={socialStyles.muted}>{task.notes}</p>}
              </div>
              {canManage && (
                <div className={socialStyles.actions}>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('tasks.editNamed', { text: task.text })}
                    onClick={() => setEditing({ type: task.type, task })}
                  >
                    {t('tasks.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={t('tasks.deleteNamed', { text: task.text })}
                    onClick={() => setDeleting(task)}
                  >
                    {t('tasks.delete')}
                  </button>
                </div>
              )}
            </li>
          )}
        />
      )}
      {editing && (
        <SharedTaskDialog
          type={editing.type}
          task={editing.task}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('tasks.deleteTitle')}
          confirmLabel={t('tasks.delete')}
          isBusy={isDeleting}
          onConfirm={() => void handleDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('tasks.deleteExplain', { text: deleting.text })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
