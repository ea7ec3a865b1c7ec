// /private-messages: the conversations with their unread counts, the chosen one (?uuid=, also a new
// one from a profile's "Send message"), the opt-out. Once the conversations (and so their unread
// counts) are loaded, the page marks private messages read.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inboxApi } from '../../../api/inboxApi.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import { ScreenTitle } from '../../../components/ScreenTitle.tsx';
import { runOptimistic, withUser } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { LoadState } from '../LoadState.tsx';
import socialStyles from '../Social.module.css';
import { ConversationList } from './ConversationList.tsx';
import { ConversationView } from './ConversationView.tsx';
import styles from './Inbox.module.css';
import { useConversationOpened, useConversations } from './inboxReads.ts';
import { OptOutToggle } from './OptOutToggle.tsx';

/**
 * POST /user/mark-pms-read when there is something unread; our copy's counter goes to 0 with the
 * answer, not before: a refusal that put it back would mark again, and again.
 */
function useMarkRead(unread: number, isReady: boolean) {
  useEffect(() => {
    if (unread === 0 || !isReady) return;
    // the request layer already shows a refusal; the counter stays
    void runOptimistic({
      send: inboxApi.markRead,
      settle: (state) =>
        withUser(state, (user) => ({ ...user, inbox: { ...user.inbox, newMessages: 0 } })),
    });
  }, [unread, isReady]);
}

export function PrivateMessagesPage() {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  const selectedId = params.get('uuid');
  const unread = useSessionStore((state) => userSocialOf(state.user).unreadPrivateMessages);
  const query = useConversations();
  // Read once the unread counts are on screen: marking first would zero them.
  useMarkRead(unread, query.isSuccess && !query.isFetching);
  const conversations = query.data;
  const conversation = conversations?.find((one) => one._id === selectedId);
  const markOpened = useConversationOpened(selectedId);
  useEffect(() => markOpened(conversations), [markOpened, conversations]);

  return (
    <div className={socialStyles.page}>
      <ScreenTitle />
      {unread > 0 && (
        <p className={styles.unread} role="status">
          {t('inbox.unread', { count: unread })}
        </p>
      )}
      <OptOutToggle />
      <div className={styles.layout}>
        <section className={socialStyles.section} aria-labelledby="conversations">
          <h2 id="conversations" className={socialStyles.heading}>
            {t('inbox.conversations')}
          </h2>
          {conversations ? (
            <ConversationList conversations={conversations} selectedId={selectedId} />
          ) : (
            <LoadState
              isError={query.isError}
              failedText={t('inbox.loadFailed')}
              onRetry={() => void query.refetch()}
            />
          )}
        </section>
        {selectedId ? (
          <ConversationView
            key={selectedId}
            partnerId={selectedId}
            conversation={conversation}
            isNew={query.isSuccess && !conversation}
          />
        ) : (
          <p className={socialStyles.muted}>{t('inbox.choose')}</p>
        )}
      </div>
    </div>
  );
}
