// Whose profile is shown: the signed-in player (from the session) for /user/* and their own id,
// anyone else fetched with GET /members/{id} (a failed member fetch shows no notice).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import type { User } from '../../api/types.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

export type ProfilePlayer = User & Record<string, unknown>;

/** GET /members/{id} as a query (its cache shared by every screen that names the player). */
export const memberQuery = (userId: string | undefined) => ({
  queryKey: ['member', userId] as const,
  queryFn: async () => (await api.get<ProfilePlayer>(`/members/${userId ?? ''}`)).data,
  retry: false,
});

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; player: ProfilePlayer; isSelf: boolean };

export function useProfilePlayer(userId: string | undefined): ProfileLoad {
  const self = useSessionStore((state) => state.user) as ProfilePlayer | null;
  const isSelf = userId === undefined || userId === self?.id;
  const member = useQuery({ ...memberQuery(userId), enabled: !isSelf });
  if (isSelf) return self ? { status: 'ready', player: self, isSelf } : { status: 'loading' };
  if (member.isPending) return { status: 'loading' };
  return member.data ? { status: 'ready', player: member.data, isSelf } : { status: 'missing' };
}
