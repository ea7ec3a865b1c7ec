// Accepting (POST /groups/:id/join) or turning down (POST /groups/:id/reject-invite) an invitation
// of any kind, through the one optimistic primitive: afterwards the player and their party are read
// again, the screens' reads too (a new guild or plan in their lists), and an accepted guild or
// plan opens. A refusal is the request layer's error notice.
import { useNavigate } from 'react-router';
import { groupPathAfterJoining, type GroupInvitation } from '../../api/groupInvitations.ts';
import { groupsApi } from '../../api/groupsApi.ts';
import { sendChange } from '../../store/optimistic.ts';
import { refreshPartyAndUser } from '../../store/partyStore.ts';
import { reloadReads } from '../../store/readsStore.ts';
import { useFormRequest } from '../forms/useFormRequest.ts';

export function useInvitationAnswer() {
  const form = useFormRequest();
  const navigate = useNavigate();

  async function answer(invitation: GroupInvitation, isAccepted: boolean): Promise<void> {
    const isDone = await form.send(() =>
      sendChange({
        send: async () => {
          if (isAccepted) await groupsApi.join(invitation.id);
          else await groupsApi.rejectInvite(invitation.id);
        },
        reread: async () => {
          await refreshPartyAndUser();
          await reloadReads('');
        },
      }).then(() => true as const),
    );
    if (!isDone) return;
    if (isAccepted && invitation.kind !== 'party') void navigate(groupPathAfterJoining(invitation));
  }

  return {
    isSending: form.isSending,
    accept: (invitation: GroupInvitation) => answer(invitation, true),
    reject: (invitation: GroupInvitation) => answer(invitation, false),
  };
}
