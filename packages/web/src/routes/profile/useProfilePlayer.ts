// Whose profile is shown: the signed-in player (from the session) for /user/* and their own id,
// anyone else fetched with GET /members/{id} (a failed member fetch shows no notice).
import type { ApiPublicProfile } from '@questlog/core/api';
import { api } from '../../api/request.ts';
import type { User } from '../../api/types.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useServerRead } from '../../store/useServerRead.ts';

/** The signed-in player as the session holds them, or another player's public profile. */
export type ProfilePlayer = User | ApiPublicProfile;

/** Where GET /members/{id} is held in the one cache (shared by every screen that names the player). */
export const memberRead = (userId: string | undefined) => `member/${userId ?? ''}`;

/** GET /members/{id}, held in the one cache; nothing is read while `isEnabled` is false. */
export const useMember = (userId: string | undefined, isEnabled = true) =>
  useServerRead(
    memberRead(userId),
    async () =>
      (await api.call('GET /members/:memberId', { params: { memberId: userId ?? '' } })).data,
    { isEnabled },
  );

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; player: ProfilePlayer; isSelf: boolean };

export function useProfilePlayer(userId: string | undefined): ProfileLoad {
  const self = useSessionStore((state) => state.user);
  const isSelf = userId === undefined || userId === self?.id;
  const member = useMember(userId, !isSelf);
  if (isSelf) return self ? { status: 'ready', player: self, isSelf } : { status: 'loading' };
  if (member.isPending) return { status: 'loading' };
  return member.data ? { status: 'ready', player: member.data, isSelf } : { status: 'missing' };
}
