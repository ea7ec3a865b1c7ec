// Block or unblock the conversation's partner (POST /user/block/:uuid toggles and answers the
// blocks list), shown at once through the one optimistic primitive; the answer replaces our copy
// of the list, a refusal puts it back.
import { useTranslation } from 'react-i18next';
import { inboxApi } from '../../../api/inboxApi.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { sendChange, withUser, type GameState } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import chatStyles from '../chat/Chat.module.css';

export function BlockToggle({ partnerId, name }: { partnerId: string; name: string }) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const isBlocked = useSessionStore((state) => userSocialOf(state.user).blocks.includes(partnerId));

  async function handleToggle() {
    const withBlocks = (state: GameState, change: (blocks: string[]) => string[]) =>
      withUser(state, (user) => ({
        ...user,
        inbox: { ...user.inbox, blocks: change(userSocialOf(user).blocks) },
      }));
    await form.send(() =>
      sendChange({
        apply: (state) =>
          withBlocks(state, (blocks) =>
            blocks.includes(partnerId)
              ? blocks.filter((one) => one !== partnerId)
              : [...blocks, partnerId],
          ),
        send: () => inboxApi.toggleBlock(partnerId),
        settle: (state, blocks) => withBlocks(state, () => blocks),
      }),
    );
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
