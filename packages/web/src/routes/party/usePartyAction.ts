import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { sendChange } from '../../store/optimistic.ts';
import { refreshPartyAndUser } from '../../store/partyStore.ts';

/**
 * Runs a party or quest call through the one optimistic primitive: the request layer shows a
 * refusal as an error notice; the failure stays for forms that also show it beside a field.
 * Nothing is shown before the answer, and after it the user and the party are read again (quest
 * calls answer only the quest object).
 */
export function usePartyAction() {
  const form = useFormRequest();
  async function run(request: () => Promise<unknown>): Promise<boolean> {
    const answer = await form.send(() =>
      sendChange({ send: request, reread: refreshPartyAndUser }).then(() => true as const),
    );
    return answer === true;
  }
  return { ...form, run };
}
