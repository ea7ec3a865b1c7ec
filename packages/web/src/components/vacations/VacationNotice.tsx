import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vacationsOf } from '../../api/timeTypes.ts';
import { formatDateKey } from '../../format/dateKeys.ts';
import { gameTodayKey } from '../../store/gameToday.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

/** "You are on vacation until …" on the tasks screen while one of the player's vacations runs. */
export function VacationNotice() {
  const { t } = useTranslation('tasks');
  const user = useSessionStore((state) => state.user);
  const today = gameTodayKey(user);
  const current = vacationsOf(user).find(
    (vacation) => vacation.start <= today && today <= vacation.end,
  );
  if (!current) return null;
  return (
    <p role="note">
      {t('vacation.notice', { end: formatDateKey(current.end) })}{' '}
      <Link to="/user/settings/general">{t('vacation.manage')}</Link>
    </p>
  );
}
