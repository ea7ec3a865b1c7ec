// Join or leave a guild, through the one optimistic primitive (nothing shown before the answer;
// the user and the guild lists read again after it). A refused join shows the server's message in
// an alert: the request layer's error notice.
import { groupsApi } from '../../api/groupsApi.ts';
import { userSocialOf } from '../../api/socialTypes.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { sendChange } from '../../store/optimistic.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { afterMembershipChange, useQueryClient } from './guildQueries.ts';

export function useGuildMembership(groupId: string) {
  const client = useQueryClient();
  const form = useFormRequest();
  const isMember = useSessionStore((state) => userSocialOf(state.user).guildIds.includes(groupId));

  async function run(request: () => Promise<unknown>): Promise<boolean> {
    const answer = await form.send(() =>
      sendChange({ send: request, reread: () => afterMembershipChange(client) }).then(
        () => true as const,
      ),
    );
    return answer === true;
  }

  return {
    ...form,
    isMember,
    join: () => run(() => groupsApi.join(groupId)),
    leave: () => run(() => groupsApi.leave(groupId)),
  };
}
