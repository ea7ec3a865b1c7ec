// /private-messages (seed 002 §2, social.md §5): the conversations, the chosen one (?uuid=), the
// opt-out; opening the page marks private messages read.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inboxApi } from '../../../api/inboxApi.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import { ScreenTitle } from '../../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { LoadState } from '../LoadState.tsx';
import socialStyles from '../Social.module.css';
import { ConversationList } from './ConversationList.tsx';
import { ConversationView } from './ConversationView.tsx';
import styles from './Inbox.module.css';
import { useConversations } from './inboxQueries.ts';
import { OptOutToggle } from './OptOutToggle.tsx';

/** POST /user/mark-pms-read when there is something unread; our copy's counter goes to 0. */
function useMarkRead(unread: number) {
  useEffect(() => {
    if (unread === 0) return;
    inboxApi
      .markRead()
      .then(() => {
        const { user, setUser } = useSessionStore.getState();
        if (user) setUser({ ...user, inbox: { ...user.inbox, newMessages: 0 } });
      })
      .catch(() => {
        // the request layer already showed the refusal; the counter stays
      });
  }, [unread]);
}

export function PrivateMessagesPage() {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  const selectedId = params.get('uuid');
  const unread = useSessionStore((state) => userSocialOf(state.user).unreadPrivateMessages);
  const query = useConversations();
  useMarkRead(unread);
  const conversations = query.data;
  const conversation = conversations?.find((one) => one._id === selectedId);

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
          <ConversationView key={selectedId} partnerId={selectedId} conversation={conversation} />
        ) : (
          <p className={socialStyles.muted}>{t('inbox.choose')}</p>
        )}
      </div>
    </div>
  );
}
