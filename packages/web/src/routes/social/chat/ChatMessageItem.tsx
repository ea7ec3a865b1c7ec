// One chat message: the game's own messages set apart; a player's with author, time, likes,
// report and (for its author or a moderator) delete. A moderator also sees how often it was
// reported, whether players still see it, and clears the reports.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { isSystemMessage, likeCountOf, type ChatMessage } from '../../../api/socialTypes.ts';
import styles from './Chat.module.css';
import type { GroupChat } from './useGroupChat.ts';
import { DeleteDialog, ReportMessageDialog } from './MessageDialogs.tsx';
import { MessageTime } from './MessageTime.tsx';
import { isHiddenByFlags, ModerationNote } from './ModerationNote.tsx';
import { SafeMarkdown } from './SafeMarkdown.tsx';

interface ChatMessageItemProps {
  message: ChatMessage;
  viewer: { id: string; isModerator: boolean };
  chat: Pick<GroupChat, 'like' | 'flag' | 'remove' | 'clearFlags'>;
}

export function ChatMessageItem({ message, viewer, chat }: ChatMessageItemProps) {
  const { t } = useTranslation('social');
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);
  const form = useFormRequest();

  if (isSystemMessage(message)) {
    return (
      <li className={`${styles.message} ${styles.system}`}>
        <span className="visually-hidden">{t('chat.system')}: </span>
        <SafeMarkdown text={message.text} className={styles.body} />
        <MessageTime timestamp={message.timestamp} />
      </li>
    );
  }

  const name = message.user ?? t('chat.unknownAuthor');
  const isMine = message.uuid === viewer.id;
  const likes = likeCountOf(message);
  const hasLiked = message.likes?.[viewer.id] === true;
  const flagCount = viewer.isModerator ? (message.flagCount ?? 0) : 0;
  const mayDelete = isMine || viewer.isModerator;

  async function handleReport(comment: string) {
    if (await form.send(() => chat.flag(message.id, comment).then(() => true))) {
      setDialog(null);
      notify.success(t('chat.reported'));
    }
  }

  async function handleDelete() {
    if (await form.send(() => chat.remove(message.id).then(() => true))) setDialog(null);
  }

  return (
    <li
      className={[
        styles.message,
        isMine ? styles.mine : '',
        isHiddenByFlags(flagCount) ? styles.hidden : '',
      ].join(' ')}
    >
      <div className={styles.meta}>
        <span className={styles.author} dir="auto">
          {name}
        </span>
        {message.username && <span className={styles.muted}>@{message.username}</span>}
        <MessageTime timestamp={message.timestamp} />
      </div>
      <SafeMarkdown text={message.text} className={styles.body} />
      <ModerationNote
        flagCount={flagCount}
        isBusy={form.isSending}
        onClear={() => void form.send(() => chat.clearFlags(message.id))}
      />
      <div className={styles.tools}>
        <span className={styles.muted}>{t('chat.likes', { count: likes })}</span>
        {!isMine && (
          <button
            type="button"
            className={styles.tool}
            aria-pressed={hasLiked}
            aria-label={t(hasLiked ? 'chat.unlikeNamed' : 'chat.likeNamed', { name })}
            disabled={form.isSending}
            onClick={() => void form.send(() => chat.like(message.id))}
          >
            {t(hasLiked ? 'chat.unlike' : 'chat.like')}
          </button>
        )}
        {!isMine && (
          <button
            type="button"
            className={styles.tool}
            aria-label={t('chat.reportNamed', { name })}
            onClick={() => setDialog('report')}
          >
            {t('chat.report')}
          </button>
        )}
        {mayDelete && (
          <button
            type="button"
            className={styles.toolDanger}
            aria-label={isMine ? t('chat.deleteNamed') : t('chat.deleteOthers', { name })}
            onClick={() => setDialog('delete')}
          >
            {t('chat.delete')}
          </button>
        )}
      </div>
      {dialog === 'report' && (
        <ReportMessageDialog
          isBusy={form.isSending}
          onCancel={() => setDialog(null)}
          onReport={(comment) => void handleReport(comment)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          isBusy={form.isSending}
          onCancel={() => setDialog(null)}
          onDelete={() => void handleDelete()}
        />
      )}
    </li>
  );
}
