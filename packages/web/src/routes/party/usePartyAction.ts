import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { refreshPartyAndUser } from '../../store/partyStore.ts';

/**
 * Runs a party or quest call: the request layer shows a refusal as an error notice; the failure
 * stays for forms that also show it beside a field. After success the user and the party are
 * read again (quest calls answer only the quest object).
 */
export function usePartyAction() {
  const form = useFormRequest();
  async function run(request: () => Promise<unknown>): Promise<boolean> {
    const answer = await form.send(async () => {
      await request();
      return true as const;
    });
    if (!answer) return false;
    await refreshPartyAndUser();
    return true;
  }
  return { ...form, run };
}
