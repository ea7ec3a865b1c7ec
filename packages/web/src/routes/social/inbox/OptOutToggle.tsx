// "Do not accept private messages" (PUT /user {'inbox.optOut': bool}).
import { useTranslation } from 'react-i18next';
import { inboxApi } from '../../../api/inboxApi.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import formStyles from '../../../components/forms/Form.module.css';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';

export function OptOutToggle() {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const isOptedOut = useSessionStore((state) => userSocialOf(state.user).isOptedOut);

  async function handleChange(next: boolean) {
    const user = await form.send(() => inboxApi.setOptOut(next));
    if (user) useSessionStore.getState().setUser(user);
  }

  return (
    <label className={formStyles.checkbox}>
      <input
        type="checkbox"
        checked={isOptedOut}
        disabled={form.isSending}
        onChange={(event) => void handleChange(event.target.checked)}
      />
      {t('inbox.optOut')}
    </label>
  );
}
