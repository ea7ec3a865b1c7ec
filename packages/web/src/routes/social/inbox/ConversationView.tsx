// One conversation: older pages on demand, the newest message at the bottom, the composer, and
// block/unblock for the partner. A new conversation (from a profile's "Send message") names the
// partner from their public profile.
import { useTranslation } from 'react-i18next';
import { userSocialOf, type Conversation } from '../../../api/socialTypes.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { ChatComposer } from '../chat/ChatComposer.tsx';
import { LoadState } from '../LoadState.tsx';
import socialStyles from '../Social.module.css';
import { BlockToggle } from './BlockToggle.tsx';
import styles from './Inbox.module.css';
import { useConversationMessages, usePartnerProfile } from './inboxReads.ts';
import { PrivateMessage } from './PrivateMessage.tsx';

interface ConversationViewProps {
  partnerId: string;
  conversation?: Conversation;
  /** The conversations are loaded: without one for this partner, it is a new conversation. */
  isNew: boolean;
}

export function ConversationView({ partnerId, conversation, isNew }: ConversationViewProps) {
  const { t } = useTranslation('social');
  const thread = useConversationMessages(partnerId);
  const partner = usePartnerProfile(partnerId, isNew).data;
  const viewerId = useSessionStore((state) => state.user?.id ?? '');
  const isBlocked = useSessionStore((state) => userSocialOf(state.user).blocks.includes(partnerId));
  const name =
    conversation?.user ??
    conversation?.username ??
    (partner?.profile?.name || partner?.auth?.local?.username) ??
    partnerId;
  const canReceive = conversation?.canReceive !== false && partner?.inbox?.optOut !== true;

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
                  viewerId={viewerId}
                  thread={thread}
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
