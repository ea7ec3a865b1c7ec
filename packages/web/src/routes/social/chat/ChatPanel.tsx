// A group's chat (party, Tavern, guild): the composer, then the messages newest first as the
// server sends them. Opening it marks the group's unread chat seen.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../../../api/groupsApi.ts';
import { userSocialOf, type ChatMessage } from '../../../api/socialTypes.ts';
import { runOptimistic, withUser } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { hasPermission } from '../../access.ts';
import styles from './Chat.module.css';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import { useGroupChat } from './useGroupChat.ts';

interface ChatPanelProps {
  groupId: string;
  title?: string;
  /** The chat that came with the group, if any; without it the panel asks for it. */
  initialMessages?: ChatMessage[];
  /** Non-members of a public guild may read but not post. */
  canPost?: boolean;
}

/**
 * POST /groups/:id/chat/seen, only when the group has unread messages; the group leaves the
 * unread ones with the answer, not before: a refusal that put it back would mark again.
 */
function useMarkSeen(groupId: string) {
  const hasUnread = useSessionStore((state) =>
    userSocialOf(state.user).unreadChats.includes(groupId),
  );
  useEffect(() => {
    if (!hasUnread) return;
    // the request layer already shows a refusal; the chat stays unread
    void runOptimistic({
      send: () => chatApi.seen(groupId),
      settle: (state) =>
        withUser(state, (user) => {
          const newMessages = { ...(user.newMessages as Record<string, unknown> | undefined) };
          delete newMessages[groupId];
          return { ...user, newMessages };
        }),
    });
  }, [groupId, hasUnread]);
}

export function ChatPanel({ groupId, title, initialMessages, canPost = true }: ChatPanelProps) {
  const { t } = useTranslation('social');
  const headingId = useId();
  const viewerId = useSessionStore((state) => state.user?.id ?? '');
  const isModerator = useSessionStore((state) => hasPermission(state.user, 'moderator'));
  const chat = useGroupChat(groupId, initialMessages);
  const { messages } = chat;
  useMarkSeen(groupId);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title ?? t('chat.title')}
        </h2>
        <button
          type="button"
          className={styles.tool}
          disabled={chat.isFetching}
          onClick={chat.refetch}
        >
          {t('chat.refresh')}
        </button>
      </div>
      {canPost && <ChatComposer label={t('chat.composer')} onSend={chat.post} />}
      {chat.isError && !messages ? (
        <div role="alert">
          <p>{t('chat.loadFailed')}</p>
          <button type="button" className="button" onClick={chat.refetch}>
            {t('retry')}
          </button>
        </div>
      ) : !messages ? (
        <p role="status">{t('loading')}</p>
      ) : messages.length === 0 ? (
        <p className={styles.muted}>{t('chat.empty')}</p>
      ) : (
        <ol className={styles.messages} aria-label={t('chat.messages')}>
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              viewer={{ id: viewerId, isModerator }}
              chat={chat}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
