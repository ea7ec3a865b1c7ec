// The conversations (GET /inbox/conversations), newest first, each a link to it with its message
// count and, when some came unread, how many.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '../../../api/socialTypes.ts';
import { MessageTime } from '../chat/MessageTime.tsx';
import styles from './Inbox.module.css';

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string | null;
}

export function ConversationList({ conversations, selectedId }: ConversationListProps) {
  const { t } = useTranslation('social');
  if (conversations.length === 0) return <p>{t('inbox.empty')}</p>;
  return (
    <ul className={styles.conversations} aria-label={t('inbox.conversations')}>
      {conversations.map((conversation) => (
        <li key={conversation._id}>
          <Link
            to={`/private-messages?uuid=${encodeURIComponent(conversation._id)}`}
            className={styles.conversation}
            aria-current={conversation._id === selectedId ? 'page' : undefined}
          >
            <span className={styles.conversationTop}>
              <span className={styles.partner}>{conversation.user ?? conversation.username}</span>
              {(conversation.newMessages ?? 0) > 0 && (
                <span
                  className={styles.newCount}
                  aria-label={t('inbox.newNamed', { count: conversation.newMessages })}
                >
                  {t('inbox.new', { count: conversation.newMessages })}
                </span>
              )}
              <span className={styles.count}>
                {t('inbox.messageCount', { count: conversation.count ?? 0 })}
              </span>
            </span>
            {conversation.text && <span className={styles.preview}>{conversation.text}</span>}
            {conversation.timestamp !== undefined && (
              <MessageTime timestamp={conversation.timestamp} />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
