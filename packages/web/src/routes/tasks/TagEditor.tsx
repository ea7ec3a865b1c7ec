import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../api/tasksTypes.ts';
import { Modal } from '../../components/Modal.tsx';
import { deleteTag, renameTag } from '../../store/tasksActions.ts';
import styles from './Tasks.module.css';

/** One tag while the tag bar is in edit mode: rename in place, delete after confirming. */
export function TagEditor({ tag }: { tag: Tag }) {
  const { t } = useTranslation('tasks');
  const [name, setName] = useState(tag.name);
  const [isConfirming, setIsConfirming] = useState(false);
  const isUnchanged = !name.trim() || name.trim() === tag.name;

  function handleRename(event: FormEvent) {
    event.preventDefault();
    if (!isUnchanged) void renameTag(tag.id, name);
  }

  function handleDelete() {
    setIsConfirming(false);
    void deleteTag(tag.id);
  }

  return (
    <form className={styles.tagForm} onSubmit={handleRename}>
      <input
        className={styles.input}
        aria-label={t('tags.rename', { name: tag.name })}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className={styles.button} disabled={isUnchanged}>
        {t('tags.save', { name: tag.name })}
      </button>
      <button type="button" className={styles.button} onClick={() => setIsConfirming(true)}>
        {t('tags.delete', { name: tag.name })}
      </button>
      {isConfirming && (
        <Modal
          title={t('tags.confirmDeleteTitle', { name: tag.name })}
          onClose={() => setIsConfirming(false)}
        >
          <p>{t('tags.confirmDelete')}</p>
          <button type="button" className={styles.button} onClick={handleDelete}>
            {t('tags.confirmDeleteYes')}
          </button>
          <button type="button" className={styles.button} onClick={() => setIsConfirming(false)}>
            {t('tags.cancel')}
          </button>
        </Modal>
      )}
    </form>
  );
}
