// One news post: its title, date and credits, and its text as safe Markdown (the chat's renderer:
// no raw HTML, only http(s) links). Staff see whether players see it yet, and may change it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPublic, newsApi, type NewsPost, type NewsPostFields } from '../../../api/newsApi.ts';
import formStyles from '../../../components/forms/Form.module.css';
import { notify } from '../../../components/notifications/notify.ts';
import { sendChange } from '../../../store/optimistic.ts';
import { SafeMarkdown } from '../../social/chat/SafeMarkdown.tsx';
import styles from './News.module.css';
import { newsChanges } from './newsDraft.ts';
import { NewsPostForm } from './NewsPostForm.tsx';
import { reloadNews } from './newsReads.ts';

export function NewsPostItem({ post, mayWrite }: { post: NewsPost; mayWrite: boolean }) {
  const { t, i18n } = useTranslation('news');
  const [isEditing, setIsEditing] = useState(false);
  const headingId = useId();
  const date = new Date(post.publishDate).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });

  async function save(fields: NewsPostFields) {
    const changes = newsChanges(post, fields);
    const saved =
      Object.keys(changes).length > 0
        ? await sendChange({ send: () => newsApi.update(post.id, changes), reread: reloadNews })
        : post;
    setIsEditing(false);
    notify.success(t('saved'));
    return saved;
  }

  return (
    <article aria-labelledby={headingId} className={styles.post}>
      <h2 id={headingId} className={styles.title}>
        {post.title}
      </h2>
      <p className={styles.meta}>
        <time dateTime={post.publishDate}>{date}</time>
        {' · '}
        {t('credits', { credits: post.credits })}
      </p>
      {mayWrite && <StatusMark post={post} date={date} />}
      <SafeMarkdown text={post.text} className={styles.text} />
      {mayWrite &&
        (isEditing ? (
          <NewsPostForm post={post} onSave={save} onCancel={() => setIsEditing(false)} />
        ) : (
          <div className={formStyles.actions}>
            <button type="button" className="button" onClick={() => setIsEditing(true)}>
              {t('edit')}
            </button>
            <DeletePost post={post} />
          </div>
        ))}
    </article>
  );
}

/** Staff see drafts and posts whose date has not come; players see neither. */
function StatusMark({ post, date }: { post: NewsPost; date: string }) {
  const { t } = useTranslation('news');
  if (isPublic(post, new Date())) return null;
  return <p className={styles.status}>{post.published ? t('scheduled', { date }) : t('draft')}</p>;
}

/** Delete, asking first. */
function DeletePost({ post }: { post: NewsPost }) {
  const { t } = useTranslation('news');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);

  async function handleDelete() {
    setIsSending(true);
    try {
      await sendChange({ send: () => newsApi.remove(post.id), reread: reloadNews });
      notify.success(t('deleted'));
    } catch {
      // the request layer showed the refusal; the post stays
      setIsSending(false);
      setIsConfirming(false);
    }
  }

  if (!isConfirming) {
    return (
      <button type="button" className="button button-danger" onClick={() => setIsConfirming(true)}>
        {t('delete')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-label={t('delete')} className={formStyles.actions}>
      <p>{t('confirmDelete', { title: post.title })}</p>
      <button
        type="button"
        className="button button-danger"
        disabled={isSending}
        onClick={() => void handleDelete()}
      >
        {t('confirmDeleteYes')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        autoFocus
        onClick={() => setIsConfirming(false)}
      >
        {t('cancel')}
      </button>
    </div>
  );
}
