import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { targetTasksOf, type Skill } from '../../store/classRules.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import styles from './Classes.module.css';

interface TaskPickerDialogProps {
  skill: Skill;
  onPick: (taskId: string) => void;
  onClose: () => void;
}

/** The tasks a task skill can be cast on (core refuses challenge and group tasks). */
export function TaskPickerDialog({ skill, onPick, onClose }: TaskPickerDialogProps) {
  const { t } = useTranslation('classes');
  const player = usePlayer();
  const tasks = useTasksStore((state) => state.tasks);
  const load = useTasksStore((state) => state.load);
  const targets = player ? targetTasksOf(player, skill.key, tasks) : [];
  return (
    <Modal title={t('skills.picker.title', { name: skill.name })} onClose={onClose}>
      <p className={tasksStyles.muted}>{skill.notes}</p>
      {load === 'loading' && <p className={tasksStyles.status}>{t('skills.picker.loading')}</p>}
      {load !== 'loading' && targets.length === 0 && (
        <p className={tasksStyles.empty}>{t('skills.picker.empty')}</p>
      )}
      {targets.length > 0 && (
        <ul className={styles.taskList} aria-label={t('skills.picker.listLabel')}>
          {targets.map((task) => (
            <li key={task._id}>
              <button
                type="button"
                className={tasksStyles.button}
                aria-label={t('skills.picker.castOn', { text: task.text })}
                onClick={() => onPick(task._id)}
              >
                {task.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={tasksStyles.dialogActions}>
        <button type="button" className={tasksStyles.button} onClick={onClose}>
          {t('skills.picker.cancel')}
        </button>
      </div>
    </Modal>
  );
}
