// One conversation: older pages on demand, the newest message at the bottom, the composer, and
// block/unblock for the partner (social.md §5).
import { useTranslation } from 'react-i18next';
import type { Conversation, InboxMessage } from '../../../api/socialTypes.ts';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import chatStyles from '../chat/Chat.module.css';
import { ChatComposer } from '../chat/ChatComposer.tsx';
import { MessageTime } from '../chat/MessageTime.tsx';
import { SafeMarkdown } from '../chat/SafeMarkdown.tsx';
import { LoadState } from '../LoadState.tsx';
import socialStyles from '../Social.module.css';
import { BlockToggle } from './BlockToggle.tsx';
import styles from './Inbox.module.css';
import { useConversationMessages } from './inboxQueries.ts';

interface MessageProps {
  message: InboxMessage;
  partnerName: string;
  onRemove: (id: string) => Promise<void>;
}

function PrivateMessage({ message, partnerName, onRemove }: MessageProps) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const isSent = message.sent === true;
  return (
    <li
      className={`${chatStyles.message} ${isSent ? `${chatStyles.mine} ${styles.sent}` : styles.received}`}
    >
      <div className={chatStyles.meta}>
        <span className={chatStyles.author}>
          {isSent ? t('inbox.you') : (message.user ?? partnerName)}
        </span>
        <MessageTime timestamp={message.timestamp} />
      </div>
      <SafeMarkdown text={message.text} className={chatStyles.body} />
      <div className={chatStyles.tools}>
        <button
          type="button"
          className={chatStyles.toolDanger}
          disabled={form.isSending}
          aria-label={t('inbox.deleteNamed')}
          onClick={() => void form.send(() => onRemove(message.id))}
        >
          {t('inbox.delete')}
        </button>
      </div>
    </li>
  );
}

export function ConversationView({
  partnerId,
  conversation,
}: {
  partnerId: string;
  conversation?: Conversation;
}) {
  const { t } = useTranslation('social');
  const thread = useConversationMessages(partnerId);
  const isBlocked = useSessionStore((state) => userSocialOf(state.user).blocks.includes(partnerId));
  const name = conversation?.user ?? conversation?.username ?? partnerId;
  const canReceive = conversation?.canReceive !== false;

  return (
    <section className={socialStyles.section} aria-labelledby="conversation-title">
      <div className={socialStyles.guildHeader}>
        <h2 id="conversation-title" className={socialStyles.heading}>
          {t('inbox.with', { name })}
        </h2>
        <BlockToggle partnerId={partnerId} name={name} />
      </div>
      {thread.query.data ? (
        <>
          {thread.query.hasNextPage && (
            <div>
              <button
                type="button"
                className="button button-secondary"
                disabled={thread.query.isFetchingNextPage}
                onClick={() => void thread.query.fetchNextPage()}
              >
                {t('inbox.older')}
              </button>
            </div>
          )}
          {thread.messages.length === 0 ? (
            <p className={socialStyles.muted}>{t('inbox.noMessages')}</p>
          ) : (
            <ol className={styles.thread} aria-label={t('chat.messages')}>
              {thread.messages.map((message) => (
                <PrivateMessage
                  key={message.id}
                  message={message}
                  partnerName={name}
                  onRemove={thread.remove}
                />
              ))}
            </ol>
          )}
        </>
      ) : (
        <LoadState
          isError={thread.query.isError}
          failedText={t('inbox.loadFailed')}
          onRetry={() => void thread.query.refetch()}
        />
      )}
      {isBlocked ? (
        <p role="status">{t('inbox.blocked')}</p>
      ) : !canReceive ? (
        <p role="status">{t('inbox.cannotReceive')}</p>
      ) : (
        <ChatComposer label={t('inbox.composer', { name })} onSend={thread.send} />
      )}
    </section>
  );
}
