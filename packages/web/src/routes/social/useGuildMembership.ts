// Join or leave a guild. A refused join shows the server's message in an alert: the request layer's
// error notice.
import { groupsApi } from '../../api/groupsApi.ts';
import { userSocialOf } from '../../api/socialTypes.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { afterMembershipChange, useQueryClient } from './guildQueries.ts';

export function useGuildMembership(groupId: string) {
  const client = useQueryClient();
  const form = useFormRequest();
  const isMember = useSessionStore((state) => userSocialOf(state.user).guildIds.includes(groupId));

  async function run(request: () => Promise<unknown>): Promise<boolean> {
    const answer = await form.send(async () => {
      await request();
      return true as const;
    });
    if (!answer) return false;
    await afterMembershipChange(client);
    return true;
  }

  return {
    ...form,
    isMember,
    join: () => run(() => groupsApi.join(groupId)),
    leave: () => run(() => groupsApi.leave(groupId)),
  };
}
