// The party in the header: each member's small avatar over a health bar, linking to /party.
// Read once per party (the store shares it with /party); nothing is asked without a party.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userPartyOf } from '../../api/partyTypes.ts';
import { displayNumber } from '../../format/numberDisplay.ts';
import { memberName } from '../../routes/party/memberName.ts';
import { loadParty, usePartyStore } from '../../store/partyStore.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { MAX_HEALTH } from '../../store/tasksRules.ts';
import { LazyAvatar } from '../avatar/LazyAvatar.tsx';
import type { AvatarLook } from '../avatar/avatarLayers.ts';
import styles from './PartyStrip.module.css';

export function PartyStrip() {
  const { t } = useTranslation('party');
  const partyId = useSessionStore((state) => userPartyOf(state.user).partyId);
  const members = usePartyStore((state) => state.members);
  const load = usePartyStore((state) => state.load);
  useEffect(() => {
    if (partyId && load === 'idle') void loadParty();
  }, [partyId, load]);
  if (!partyId || members.length === 0) return null;
  return (
    <Link to="/party" className={styles.strip} aria-label={t('strip.label')}>
      {members.map((member) => {
        const name = memberName(member);
        const hp = member.stats?.hp ?? 0;
        const max = member.stats?.maxHealth ?? MAX_HEALTH;
        return (
          <span key={member._id} className={styles.member} title={name}>
            <LazyAvatar look={member as AvatarLook} name={name} width={36} />
            <span
              role="meter"
              aria-label={t('strip.health', { name })}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={hp}
              aria-valuetext={`${displayNumber(hp)} / ${displayNumber(max)}`}
              className={styles.track}
            >
              <span
                className={styles.fill}
                style={{ width: `${max > 0 ? Math.max(0, Math.min(100, (hp / max) * 100)) : 0}%` }}
              />
            </span>
          </span>
        );
      })}
    </Link>
  );
}
