// The task-information tab: the team board in four columns; for the leader and managers, adding,
// editing and deleting board tasks and the approval queue.
import { mayInviteToGroup } from '@questlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPlansApi } from '../../api/groupPlansApi.ts';
import { roleFactsOf } from '../../api/socialTypes.ts';
import { tasksApi } from '../../api/tasksApi.ts';
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import formStyles from '../../components/forms/Form.module.css';
import { SharedTaskDialog, type SharedTaskFields } from '../challenges/SharedTaskDialog.tsx';
import { TaskTypeColumns } from '../challenges/TaskTypeColumns.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { ConfirmDialog } from '../party/ConfirmDialog.tsx';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { ApprovalQueue } from './ApprovalQueue.tsx';
import { BoardTaskRow } from './BoardTaskRow.tsx';
import { CompletedBoardTodos } from './CompletedBoardTodos.tsx';
import { usePlanContext } from './GroupPlanLayout.tsx';
import { sendChange } from '../../store/optimistic.ts';
import { refreshBoard, useBoard, usePlanMembers } from './groupPlanReads.ts';

type Editing = { type: TaskType; task?: Task } | null;

export function TaskInformationTab() {
  const { t } = useTranslation('groupPlans');
  const { t: titleText } = useTranslation('titles');
  const { group, isManager } = usePlanContext();
  const viewerId = useSessionStore((state) => state.user?.id ?? '');
  // A new plan: the leader is told where to invite the team.
  const isAlone = (group.memberCount ?? 0) <= 1;
  const board = useBoard(group._id);
  const members = usePlanMembers(group._id).data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [requiresApproval, setRequiresApproval] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  function openEditor(next: Editing) {
    setRequiresApproval(next?.task?.group?.approval?.required === true);
    setEditing(next);
  }

  async function handleSave(fields: SharedTaskFields) {
    const task = { ...fields, requiresApproval };
    const editedTask = editing?.task;
    await sendChange({
      send: () =>
        editedTask
          ? groupPlansApi.updateTask(editedTask._id, task)
          : groupPlansApi.addTask(group._id, task),
      reread: () => refreshBoard(group._id),
    });
  }

  async function handleDelete(task: Task) {
    setIsDeleting(true);
    try {
      await sendChange({
        send: () => tasksApi.remove(task._id),
        reread: () => refreshBoard(group._id),
      });
      setDeleting(null);
    } catch {
      // the request layer showed the refusal
    } finally {
      setIsDeleting(false);
    }
  }

  const tasks = board.data;
  return (
    <>
      {isManager && <ApprovalQueue groupId={group._id} members={members} />}
      <section className={socialStyles.section} aria-labelledby="plan-board">
        <h3 id="plan-board" className={socialStyles.heading}>
          {titleText('taskBoard')}
        </h3>
        {isAlone && mayInviteToGroup(roleFactsOf(group), viewerId, new Date()) && (
          <p>
            {t('board.alone')}{' '}
            <Link to={`/group-plans/${group._id}/information`} className={socialStyles.link}>
              {t('board.inviteTeam')}
            </Link>
          </p>
        )}
        {!tasks ? (
          <LoadState
            isError={board.isError}
            failedText={t('board.loadFailed')}
            onRetry={() => void board.refetch()}
          />
        ) : (
          <TaskTypeColumns
            tasks={tasks}
            level={4}
            titleOf={(type) => t(`board.columns.${type}`)}
            emptyText={t('board.none')}
            adding={
              isManager
                ? {
                    labelOf: (type) => t(`board.add.${type}`),
                    onAdd: (type) => openEditor({ type }),
                  }
                : undefined
            }
            renderTask={(task) => (
              <BoardTaskRow
                key={task._id}
                groupId={group._id}
                task={task}
                members={members}
                isManager={isManager}
                onEdit={(one) => openEditor({ type: one.type, task: one })}
                onDelete={setDeleting}
              />
            )}
          />
        )}
        <CompletedBoardTodos groupId={group._id} members={members} />
      </section>
      {editing && (
        <SharedTaskDialog
          type={editing.type}
          task={editing.task}
          extra={
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={requiresApproval}
                onChange={(event) => setRequiresApproval(event.target.checked)}
              />
              {t('board.requiresApproval')}
            </label>
          }
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('board.deleteTitle')}
          confirmLabel={t('board.delete')}
          isBusy={isDeleting}
          onConfirm={() => void handleDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('board.deleteExplain', { text: deleting.text })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
