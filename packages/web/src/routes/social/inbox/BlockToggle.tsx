// Block or unblock the conversation's partner (POST /user/block/:uuid toggles and answers the
// blocks list); the answer replaces our copy of the list.
import { useTranslation } from 'react-i18next';
import { inboxApi } from '../../../api/inboxApi.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import chatStyles from '../chat/Chat.module.css';

export function BlockToggle({ partnerId, name }: { partnerId: string; name: string }) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const isBlocked = useSessionStore((state) => userSocialOf(state.user).blocks.includes(partnerId));

  async function handleToggle() {
    const blocks = await form.send(() => inboxApi.toggleBlock(partnerId));
    const { user, setUser } = useSessionStore.getState();
    if (blocks && user) setUser({ ...user, inbox: { ...user.inbox, blocks } });
  }

  return (
    <button
      type="button"
      className={chatStyles.toolDanger}
      aria-pressed={isBlocked}
      disabled={form.isSending}
      aria-label={t(isBlocked ? 'inbox.unblockNamed' : 'inbox.blockNamed', { name })}
      onClick={() => void handleToggle()}
    >
      {t(isBlocked ? 'inbox.unblock' : 'inbox.block')}
    </button>
  );
}
