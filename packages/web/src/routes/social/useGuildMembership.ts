// Join or leave a guild, through the one optimistic primitive (nothing shown before the answer;
// the user and the guild lists read again after it). A refused join shows the server's message in
// an alert: the request layer's error notice, naming the change.
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/groupsApi.ts';
import { userSocialOf } from '../../api/socialTypes.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { sendChange } from '../../store/optimistic.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { afterMembershipChange } from './guildReads.ts';

/** `guildName` names the change in a refusal's notice ("Couldn't join Quiet Corner: …"). */
export function useGuildMembership(groupId: string, guildName: string) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const isMember = useSessionStore((state) => userSocialOf(state.user).guildIds.includes(groupId));

  async function run(name: string, request: () => Promise<unknown>): Promise<boolean> {
    const answer = await form.send(() =>
      sendChange({ name, send: request, reread: afterMembershipChange }).then(() => true as const),
    );
    return answer === true;
  }

  return {
    ...form,
    isMember,
    join: () => run(t('change.join', { name: guildName }), () => groupsApi.join(groupId)),
    leave: () => run(t('change.leave', { name: guildName }), () => groupsApi.leave(groupId)),
  };
}
