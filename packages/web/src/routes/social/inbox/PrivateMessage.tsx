// One private message: who wrote it and when, its likes; a received one can be liked and reported
// to the moderators (once); either can be deleted from my inbox.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { likeCountOf, type InboxMessage } from '../../../api/socialTypes.ts';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import chatStyles from '../chat/Chat.module.css';
import { ReportMessageDialog } from '../chat/MessageDialogs.tsx';
import { MessageTime } from '../chat/MessageTime.tsx';
import { SafeMarkdown } from '../chat/SafeMarkdown.tsx';
import styles from './Inbox.module.css';
import type { ConversationThread } from './inboxReads.ts';

interface PrivateMessageProps {
  message: InboxMessage;
  partnerName: string;
  viewerId: string;
  thread: Pick<ConversationThread, 'like' | 'flag' | 'remove'>;
}

export function PrivateMessage({ message, partnerName, viewerId, thread }: PrivateMessageProps) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const [isReporting, setIsReporting] = useState(false);
  const isSent = message.sent === true;
  const name = isSent ? t('inbox.you') : (message.user ?? partnerName);
  const likes = likeCountOf(message);
  const hasLiked = message.likes?.[viewerId] === true;
  const hasReported = message.flags?.[viewerId] === true;

  async function handleReport(comment: string) {
    if (await form.send(() => thread.flag(message.id, comment).then(() => true))) {
      setIsReporting(false);
      notify.success(t('inbox.reported'));
    }
  }

  return (
    <li
      className={`${chatStyles.message} ${isSent ? `${chatStyles.mine} ${styles.sent}` : styles.received}`}
    >
      <div className={chatStyles.meta}>
        <span className={chatStyles.author}>{name}</span>
        <MessageTime timestamp={message.timestamp} />
      </div>
      <SafeMarkdown text={message.text} className={chatStyles.body} />
      <div className={chatStyles.tools}>
        {(likes > 0 || !isSent) && (
          <span className={chatStyles.muted}>{t('inbox.likes', { count: likes })}</span>
        )}
        {!isSent && (
          <button
            type="button"
            className={chatStyles.tool}
            aria-pressed={hasLiked}
            aria-label={t(hasLiked ? 'inbox.unlikeNamed' : 'inbox.likeNamed', { name })}
            disabled={form.isSending}
            onClick={() => void form.send(() => thread.like(message))}
          >
            {t(hasLiked ? 'inbox.unlike' : 'inbox.like')}
          </button>
        )}
        {!isSent &&
          (hasReported ? (
            <span className={chatStyles.muted}>{t('inbox.alreadyReported')}</span>
          ) : (
            <button
              type="button"
              className={chatStyles.tool}
              aria-label={t('inbox.reportNamed', { name })}
              onClick={() => setIsReporting(true)}
            >
              {t('inbox.report')}
            </button>
          ))}
        <button
          type="button"
          className={chatStyles.toolDanger}
          disabled={form.isSending}
          aria-label={t('inbox.deleteNamed')}
          onClick={() => void form.send(() => thread.remove(message.id))}
        >
          {t('inbox.delete')}
        </button>
      </div>
      {isReporting && (
        <ReportMessageDialog
          isBusy={form.isSending}
          onCancel={() => setIsReporting(false)}
          onReport={(comment) => void handleReport(comment)}
        />
      )}
    </li>
  );
}
