// "Look for a party": PUT /user { 'party.seeking': date } lists the player for party leaders; null
// stops it.
import { useTranslation } from 'react-i18next';
import { userPartyOf } from '../../api/partyTypes.ts';
import formStyles from '../../components/forms/Form.module.css';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useUserUpdate } from '../settings/useUserUpdate.ts';

export function SeekingToggle() {
  const { t } = useTranslation('party');
  const isSeeking = useSessionStore((state) => userPartyOf(state.user).isSeeking);
  const { update, isSending } = useUserUpdate();
  return (
    <label className={formStyles.checkbox}>
      <input
        type="checkbox"
        checked={isSeeking}
        disabled={isSending}
        onChange={(event) =>
          void update({ 'party.seeking': event.target.checked ? new Date().toISOString() : null })
        }
      />
      {t('seeking.label')}
    </label>
  );
}
