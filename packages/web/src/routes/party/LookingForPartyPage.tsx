// /looking-for-party: a party leader sees the players looking for a party, 30 a page, each with
// Invite; anyone else an explanation and their own "look for a party".
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupsApi } from '../../api/groupsApi.ts';
import { partyApi } from '../../api/partyApi.ts';
import { userPartyOf, type SeekingPlayer } from '../../api/partyTypes.ts';
import { Pager } from '../../components/Pager.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { loadParty, usePartyStore } from '../../store/partyStore.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { MemberCard } from './MemberCard.tsx';
import { memberName } from './memberName.ts';
import styles from './Party.module.css';
import { SeekingToggle } from './SeekingToggle.tsx';
import { usePartyAction } from './usePartyAction.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export const SEEKERS_PER_PAGE = 30;

function InviteSeeker({ partyId, player }: { partyId: string; player: SeekingPlayer }) {
  const { t } = useTranslation('party');
  const [isInvited, setIsInvited] = useState(player.invited === true);
  const action = usePartyAction();
  async function handleInvite() {
    if (await action.run(() => groupsApi.invite(partyId, { uuids: [player._id] }))) {
      setIsInvited(true);
    }
  }
  return isInvited ? (
    <p>{t('looking.invited')}</p>
  ) : (
    <div>
      <button
        type="button"
        className="button"
        disabled={action.isSending}
        aria-label={t('looking.inviteNamed', { name: memberName(player) })}
        onClick={() => void handleInvite()}
      >
        {t('looking.invite')}
      </button>
    </div>
  );
}

function Seekers({ partyId }: { partyId: string }) {
  const { t } = useTranslation('party');
  const [page, setPage] = useState(0);
  const query = useServerRead(`looking-for-party/${page}`, () => partyApi.lookingForParty(page));
  const players = query.data;

  if (query.isError) {
    return (
      <div role="alert">
        <p>{t('looking.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!players) return <p role="status">{t('loading')}</p>;
  return (
    <section className={styles.section} aria-labelledby="seekers">
      <h2 id="seekers" className={styles.heading}>
        {t('looking.listTitle')}
      </h2>
      {players.length === 0 ? (
        <p>{t('looking.nobody')}</p>
      ) : (
        <ul className={styles.members}>
          {players.map((player) => (
            <MemberCard
              key={player._id}
              member={player}
              actions={<InviteSeeker partyId={partyId} player={player} />}
            />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        isLastPage={players.length < SEEKERS_PER_PAGE}
        isBusy={query.isFetching}
        onPage={setPage}
        label={t('looking.pages')}
      />
    </section>
  );
}

function NotLeader({ isInParty }: { isInParty: boolean }) {
  const { t } = useTranslation('party');
  return (
    <section className={styles.section} aria-labelledby="looking-explained">
      <h2 id="looking-explained" className={styles.heading}>
        {t('looking.onlyLeaders')}
      </h2>
      <p>{t(isInParty ? 'looking.inPartyText' : 'looking.explain')}</p>
      {!isInParty && <SeekingToggle />}
      <p>
        <Link to="/party" className={styles.link}>
          {t('looking.toParty')}
        </Link>
      </p>
    </section>
  );
}

export function LookingForPartyPage() {
  const { t } = useTranslation('party');
  const user = useSessionStore((state) => state.user);
  const { partyId } = userPartyOf(user);
  const { party, load } = usePartyStore();
  useEffect(() => {
    if (partyId) void loadParty();
  }, [partyId]);
  const isWaiting = partyId !== null && !party && load !== 'failed';
  const isLeader = party !== null && party.leader !== null && party.leader._id === user?.id;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      {isWaiting ? (
        <p role="status">{t('loading')}</p>
      ) : isLeader && partyId ? (
        <Seekers partyId={partyId} />
      ) : (
        <NotLeader isInParty={partyId !== null} />
      )}
    </div>
  );
}
