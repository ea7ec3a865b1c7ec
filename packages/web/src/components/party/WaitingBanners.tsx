// What waits for the player's answer, shown above every page: invitations to a party, a guild or a
// group plan, and the party's quest invitation (`party.quest.RSVPNeeded`). Each kind of invitation
// is left out on the screen that lists it in place (/party, My guilds, the group plans list).
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { answeringPath, invitationsOf } from '../../api/groupInvitations.ts';
import { userPartyOf } from '../../api/partyTypes.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

const InvitationBanners = lazy(() =>
  import('./InvitationBanners.tsx').then((module) => ({ default: module.InvitationBanners })),
);

export function WaitingBanners() {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const { partyId, isRsvpNeeded, questKey } = userPartyOf(user);
  const invitations = invitationsOf(user).filter(({ kind }) => answeringPath[kind] !== pathname);
  const isQuestInvitation =
    pathname !== '/party' && partyId !== null && isRsvpNeeded && questKey !== null;
  if (invitations.length === 0 && !isQuestInvitation) return null;
  return (
    <Suspense fallback={null}>
      <InvitationBanners invitations={invitations} questKey={isQuestInvitation ? questKey : null} />
    </Suspense>
  );
}
