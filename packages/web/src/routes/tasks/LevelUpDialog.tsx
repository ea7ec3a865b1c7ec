import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { closeLevelUp } from '../../store/tasksScoring.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import styles from './Tasks.module.css';

export function LevelUpDialog() {
  const { t } = useTranslation('tasks');
  const level = useTasksStore((state) => state.levelReached);
  if (level === null) return null;
  return (
    <Modal title={t('levelUp.title')} onClose={closeLevelUp}>
      <p>{t('levelUp.text', { level })}</p>
      <button type="button" className={styles.button} onClick={closeLevelUp}>
        {t('levelUp.close')}
      </button>
    </Modal>
  );
}
