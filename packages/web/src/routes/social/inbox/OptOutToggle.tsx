// "Do not accept private messages" (PUT /user {'inbox.optOut': bool}), shown at once through the
// one optimistic primitive; the answer (the whole user) confirms it, a refusal puts it back.
import { useTranslation } from 'react-i18next';
import { inboxApi } from '../../../api/inboxApi.ts';
import { userSocialOf } from '../../../api/socialTypes.ts';
import formStyles from '../../../components/forms/Form.module.css';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { sendChange, withUser } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';

export function OptOutToggle() {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const isOptedOut = useSessionStore((state) => userSocialOf(state.user).isOptedOut);

  async function handleChange(next: boolean) {
    await form.send(() =>
      sendChange({
        apply: (state) =>
          withUser(state, (user) => ({ ...user, inbox: { ...user.inbox, optOut: next } })),
        send: () => inboxApi.setOptOut(next),
        settle: (state, user) => ({ ...state, user }),
      }),
    );
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
