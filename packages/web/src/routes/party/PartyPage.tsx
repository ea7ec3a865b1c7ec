// /party: without a party, the invitations, "create a party" and "look for a party"; in one, the
// party, its members, the quest and the quest log.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationsOf } from '../../api/groupInvitations.ts';
import { userPartyOf } from '../../api/partyTypes.ts';
import { GroupInvitations } from '../../components/invitations/GroupInvitations.tsx';
import { InviteForm } from '../../components/invitations/InviteForm.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { loadParty, refreshPartyAndUser, usePartyStore } from '../../store/partyStore.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { CreatePartyForm } from './CreatePartyForm.tsx';
import { LeaveParty } from './LeaveParty.tsx';
import { MemberList } from './MemberList.tsx';
import { memberName } from './memberName.ts';
import styles from './Party.module.css';
import { PartySummary } from './PartySummary.tsx';
import { ChatPanel } from '../social/chat/ChatPanel.tsx';
import { QuestCard } from './quest/QuestCard.tsx';
import { QuestLog } from './quest/QuestLog.tsx';
import { SeekingToggle } from './SeekingToggle.tsx';

function NoParty() {
  const { t } = useTranslation('party');
  const user = useSessionStore((state) => state.user);
  const invitations = invitationsOf(user).filter(({ kind }) => kind === 'party');
  return (
    <>
      {invitations.length > 0 && (
        <section className={styles.section} aria-labelledby="party-invitations">
          <h2 id="party-invitations" className={styles.heading}>
            {t('invitations.title')}
          </h2>
          <GroupInvitations invitations={invitations} label={t('invitations.title')} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="party-create">
        <h2 id="party-create" className={styles.heading}>
          {t('create.title')}
        </h2>
        <p>{t('create.intro')}</p>
        <CreatePartyForm />
      </section>
      <section className={styles.section} aria-labelledby="party-seeking">
        <h2 id="party-seeking" className={styles.heading}>
          {t('seeking.title')}
        </h2>
        <p>{t('seeking.intro')}</p>
        <SeekingToggle />
      </section>
    </>
  );
}

function InParty() {
  const { t } = useTranslation('party');
  const user = useSessionStore((state) => state.user);
  const { party, members, load } = usePartyStore();
  const viewerId = user?.id ?? '';
  if (load === 'failed' && !party) {
    return (
      <div className={styles.section} role="alert">
        <p>{t('loadFailed')}</p>
        <div>
          <button type="button" className="button" onClick={() => void loadParty()}>
            {t('retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!party) return <p role="status">{t('loading')}</p>;
  const isLeader = party.leader !== null && party.leader._id === viewerId;
  const nameOf = (id: string) =>
    memberName(
      members.find((member) => member._id === id),
      id,
    );
  return (
    <>
      <PartySummary party={party} isLeader={isLeader} />
      <QuestCard party={party} viewerId={viewerId} viewer={userPartyOf(user)} nameOf={nameOf} />
      <MemberList party={party} members={members} viewerId={viewerId} />
      {isLeader && (
        <InviteForm
          groupId={party._id}
          className={styles.section}
          headingClassName={styles.heading}
          onSent={() => void refreshPartyAndUser()}
        >
          <p>
            <Link to="/looking-for-party">{t('invite.seekers')}</Link>
          </p>
        </InviteForm>
      )}
      <ChatPanel groupId={party._id} title={t('chat')} />
      <QuestLog chat={party.chat} nameOf={nameOf} />
      <LeaveParty partyId={party._id} />
    </>
  );
}

export function PartyPage() {
  const partyId = useSessionStore((state) => userPartyOf(state.user).partyId);
  useEffect(() => {
    if (partyId) void loadParty();
  }, [partyId]);
  return (
    <div className={styles.page}>
      <ScreenTitle />
      {partyId ? <InParty /> : <NoParty />}
    </div>
  );
}
