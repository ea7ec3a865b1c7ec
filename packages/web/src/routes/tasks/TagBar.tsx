import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../store/sessionStore.ts';
import { createTag } from '../../store/tasksActions.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { TagEditor } from './TagEditor.tsx';
import styles from './Tasks.module.css';

interface TagBarProps {
  selected: ReadonlySet<string>;
  onToggle: (tagId: string) => void;
}

/** The tag filters: a pressed tag keeps only the tasks that carry it; a new tag can be added. */
export function TagBar({ selected, onToggle }: TagBarProps) {
  const { t } = useTranslation('tasks');
  const loadedTags = useTasksStore((state) =>
    state.load === 'loaded' || state.load === 'cached' ? state.tags : null,
  );
  // The chips wrap, so the row's height depends on the tags: until the screen's own read arrives,
  // the player's tags (GET /user holds them) give the row its height, and nothing below moves.
  const playerTags = useSessionStore((state) => state.user?.tags);
  const tags = loadedTags ?? playerTags ?? [];
  const inputId = useId();
  const [name, setName] = useState('');
  const [isEditing, setIsEditing] = useState(false);

  async function handleAdd(event: FormEvent) {
    event.preventDefault();
    try {
      await createTag(name);
      setName('');
    } catch {
      // the request layer showed the error
    }
  }

  return (
    <div className={styles.tagBar}>
      <div
        role="group"
        aria-label={t('tags.label')}
        className={`${styles.tagList} ${styles.tagChips}`}
      >
        {tags.length === 0 && <span className={styles.muted}>{t('tags.none')}</span>}
        {tags.map((tag) => (
          <button
            key={tag.id}
            type="button"
            className={styles.tag}
            aria-pressed={selected.has(tag.id)}
            onClick={() => onToggle(tag.id)}
          >
            {tag.name}
          </button>
        ))}
      </div>
      {tags.length > 0 && (
        <button
          type="button"
          className={`${styles.button} ${styles.tagManage}`}
          aria-pressed={isEditing}
          onClick={() => setIsEditing(!isEditing)}
        >
          {t('tags.manage')}
        </button>
      )}
      {isEditing && (
        <ul className={`${styles.tagList} ${styles.tagEditors}`} aria-label={t('tags.manage')}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <TagEditor tag={tag} />
            </li>
          ))}
        </ul>
      )}
      <form className={styles.tagForm} onSubmit={(event) => void handleAdd(event)}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('tags.newTag')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={name}
          placeholder={t('tags.newTag')}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className={styles.button} disabled={!name.trim()}>
          {t('tags.addTag')}
        </button>
      </form>
    </div>
  );
}
