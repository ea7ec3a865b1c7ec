// Invitations waiting for an answer, shown above every page but /party (which shows them in
// place): a party invitation and a quest invitation (`party.quest.RSVPNeeded`).
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { userPartyOf } from '../../api/partyTypes.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

const InvitationBanners = lazy(() =>
  import('./InvitationBanners.tsx').then((module) => ({ default: module.InvitationBanners })),
);

export function PartyBanners() {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const { partyId, invitations, isRsvpNeeded, questKey } = userPartyOf(user);
  const isQuestInvitation = partyId !== null && isRsvpNeeded && questKey !== null;
  if (pathname === '/party' || (invitations.length === 0 && !isQuestInvitation)) return null;
  return (
    <Suspense fallback={null}>
      <InvitationBanners invitations={invitations} questKey={isQuestInvitation ? questKey : null} />
    </Suspense>
  );
}
