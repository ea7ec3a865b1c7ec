import { useTranslation } from 'react-i18next';
import { api } from '../../api/request.ts';
import { notify } from '../../components/notifications/notify.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { sendChange } from '../../store/optimistic.ts';

/**
 * PUT /user with a map of changed paths, through the one optimistic primitive but waiting for
 * the server (a form shows its field errors); the answer is the whole user, which becomes the
 * confirmed one (changes in flight stay on top).
 */
export function useUserUpdate() {
  const { t } = useTranslation('settings');
  const form = useFormRequest();
  async function update(changes: Record<string, unknown>): Promise<boolean> {
    const answer = await form.send(() =>
      sendChange({
        send: () => api.call('PUT /user', { body: changes }),
        settle: (state, { data }) => ({ ...state, user: data }),
      }),
    );
    if (!answer) return false;
    notify.success(t('saved'));
    return true;
  }
  return { ...form, update };
}
