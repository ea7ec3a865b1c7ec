import { useNavigate } from 'react-router';
import { partyApi } from '../../../api/partyApi.ts';
import { usePartyAction } from '../usePartyAction.ts';

/** Invites the party to an owned scroll's quest, then shows the party. */
export function useQuestInvite() {
  const navigate = useNavigate();
  const action = usePartyAction();
  async function invite(questKey: string) {
    if (await action.run(() => partyApi.inviteToQuest(questKey))) void navigate('/party');
  }
  return { invite, isSending: action.isSending };
}
