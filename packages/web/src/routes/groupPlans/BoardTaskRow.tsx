// One team-board task: who it is assigned to and whether each of them has completed it, or who
// completed it when nobody is assigned; whether it requires approval. The leader and managers
// assign and unassign members, toggle the approval, send a completion back ("needs work"), edit and
// delete it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupPlansApi } from '../../api/groupPlansApi.ts';
import { teamLinkOf, type ChallengeMember } from '../../api/challengeTypes.ts';
import type { Task } from '../../api/tasksTypes.ts';
import formStyles from '../../components/forms/Form.module.css';
import styles from '../challenges/Challenges.module.css';
import socialStyles from '../social/Social.module.css';
import { sendChange } from '../../store/optimistic.ts';
import { refreshBoard, withSavedBoardTask } from './groupPlanReads.ts';
import { nameIn } from './memberNames.ts';
import { useBoardAction } from './useBoardAction.ts';

interface BoardTaskRowProps {
  groupId: string;
  task: Task;
  members: ChallengeMember[];
  isManager: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

export function BoardTaskRow(props: BoardTaskRowProps) {
  const { groupId, task, members, isManager, onEdit, onDelete } = props;
  const { t } = useTranslation('groupPlans');
  const action = useBoardAction(groupId);
  const team = teamLinkOf(task);
  const assignees = team.assignedUsers ?? [];
  const isApprovalRequired = team.approval?.required === true;
  const canBeCompleted = task.type === 'daily' || task.type === 'todo';
  const completer = team.completedBy?.userId;

  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <p>{task.text}</p>
        {task.notes && <p className={socialStyles.muted}>{task.notes}</p>}
        {team.managerNotes && isManager && (
          <p className={socialStyles.muted}>
            {t('board.managerNotes', { notes: team.managerNotes })}
          </p>
        )}
        {assignees.length === 0 ? (
          <p className={socialStyles.muted}>
            {completer && task.completed
              ? t('board.completedBy', { name: nameIn(members, task, completer) })
              : t('board.unassigned')}
          </p>
        ) : (
          <ul className={styles.rows} aria-label={t('board.assigneesOf', { text: task.text })}>
            {assignees.map((userId) => {
              const name = nameIn(members, task, userId);
              const isDone = team.assignedUsersDetail?.[userId]?.completed === true;
              return (
                <li key={userId} className={socialStyles.actions}>
                  <span>
                    {name}:{' '}
                    {canBeCompleted
                      ? t(isDone ? 'board.done' : 'board.notDone')
                      : t('board.assigned')}
                  </span>
                  {isManager && isDone && canBeCompleted && (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={action.isSending}
                      aria-label={t('board.needsWorkNamed', { name, text: task.text })}
                      onClick={() =>
                        void action.run(() => groupPlansApi.needsWork(task._id, userId))
                      }
                    >
                      {t('board.needsWork')}
                    </button>
                  )}
                  {isManager && (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={action.isSending}
                      aria-label={t('board.unassignNamed', { name, text: task.text })}
                      onClick={() =>
                        void action.run(() => groupPlansApi.unassign(task._id, userId))
                      }
                    >
                      {t('board.unassign')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {!isManager && isApprovalRequired && (
          <p className={socialStyles.muted}>{t('board.approvalRequired')}</p>
        )}
      </div>
      {isManager && (
        <div className={socialStyles.actions}>
          <ApprovalToggle groupId={groupId} task={task} />
          <AssignControl {...props} assignees={assignees} action={action} />
          <button type="button" className="button button-secondary" onClick={() => onEdit(task)}>
            {t('board.edit')}
          </button>
          <button type="button" className="button button-danger" onClick={() => onDelete(task)}>
            {t('board.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The box shows the value being saved from the click on, then the server's answer; the board is
 * read again meanwhile. A refused change goes back to what was saved.
 */
function ApprovalToggle({ groupId, task }: { groupId: string; task: Task }) {
  const { t } = useTranslation('groupPlans');
  const [sending, setSending] = useState<boolean | null>(null);
  const isSaved = teamLinkOf(task).approval?.required === true;

  async function handleChange(isRequired: boolean) {
    setSending(isRequired);
    try {
      await sendChange({
        send: () => groupPlansApi.updateTask(task._id, { requiresApproval: isRequired }),
        settle: (state, saved) => withSavedBoardTask(state, groupId, saved),
      });
      void refreshBoard(groupId);
    } catch {
      // the request layer showed the refusal
    } finally {
      setSending(null);
    }
  }

  return (
    <label className={formStyles.checkbox}>
      <input
        type="checkbox"
        checked={sending ?? isSaved}
        disabled={sending !== null}
        onChange={(event) => void handleChange(event.target.checked)}
      />
      {t('board.requiresApproval')}
    </label>
  );
}

interface AssignControlProps extends BoardTaskRowProps {
  assignees: string[];
  action: ReturnType<typeof useBoardAction>;
}

function AssignControl({ task, members, assignees, action }: AssignControlProps) {
  const { t } = useTranslation('groupPlans');
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const candidates = members.filter(({ _id }) => !assignees.includes(_id));
  if (candidates.length === 0) return null;
  return (
    <span className={socialStyles.actions}>
      <label htmlFor={selectId} className="visually-hidden">
        {t('board.assignTo', { text: task.text })}
      </label>
      <select
        id={selectId}
        className={formStyles.select}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">{t('board.chooseMember')}</option>
        {candidates.map((member) => (
          <option key={member._id} value={member._id}>
            {nameIn(members, task, member._id)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={!chosen || action.isSending}
        onClick={() =>
          void action.run(async () => {
            await groupPlansApi.assign(task._id, [chosen]);
            setChosen('');
          })
        }
      >
        {t('board.assign')}
      </button>
    </span>
  );
}
