import { useTranslation } from 'react-i18next';
import { api } from '../../api/request.ts';
import type { User } from '../../api/types.ts';
import { notify } from '../../components/notifications/notify.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

/** PUT /user with a map of changed paths; the answer is the whole user, which replaces ours. */
export function useUserUpdate() {
  const { t } = useTranslation('settings');
  const setUser = useSessionStore((state) => state.setUser);
  const form = useFormRequest();
  async function update(changes: Record<string, unknown>): Promise<boolean> {
    const answer = await form.send(() => api.put<User>('/user', changes));
    if (!answer) return false;
    setUser(answer.data);
    notify.success(t('saved'));
    return true;
  }
  return { ...form, update };
}
