// Challenges as queries: the lists page by page ("load more"), one challenge, its tasks, its
// members and a member's progress. A change drops the cached challenges and reads the user
// again (it holds the challenge ids and the gems).
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  challengesApi,
  CHALLENGE_MEMBERS_PER_PAGE,
  CHALLENGES_PER_PAGE,
  type ChallengeSearch,
} from '../../api/challengesApi.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

export const challengeKeys = {
  all: ['challenges'] as const,
  list: (search: Omit<ChallengeSearch, 'page'>) => ['challenges', 'list', search] as const,
  one: (challengeId: string) => ['challenges', 'one', challengeId] as const,
  tasks: (challengeId: string) => ['challenges', 'tasks', challengeId] as const,
  members: (challengeId: string) => ['challenges', 'members', challengeId] as const,
  progress: (challengeId: string, memberId: string) =>
    ['challenges', 'progress', challengeId, memberId] as const,
  groups: ['challenges', 'groups'] as const,
};

// the request layer already showed the refusal: no retries
export const useChallengeList = (search: Omit<ChallengeSearch, 'page'>) =>
  useInfiniteQuery({
    queryKey: challengeKeys.list(search),
    queryFn: ({ pageParam }) => challengesApi.mine({ ...search, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < CHALLENGES_PER_PAGE ? undefined : pages.length,
    retry: false,
  });

export const useChallenge = (challengeId: string) =>
  useQuery({
    queryKey: challengeKeys.one(challengeId),
    queryFn: () => challengesApi.get(challengeId),
    retry: false,
  });

export const useChallengeTasks = (challengeId: string) =>
  useQuery({
    queryKey: challengeKeys.tasks(challengeId),
    queryFn: () => challengesApi.tasks(challengeId),
    retry: false,
  });

export const useChallengeMembers = (challengeId: string) =>
  useInfiniteQuery({
    queryKey: challengeKeys.members(challengeId),
    queryFn: ({ pageParam }) => challengesApi.members(challengeId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.length < CHALLENGE_MEMBERS_PER_PAGE ? undefined : last.at(-1)?._id,
    retry: false,
  });

export const useMemberProgress = (challengeId: string, memberId: string) =>
  useQuery({
    queryKey: challengeKeys.progress(challengeId, memberId),
    queryFn: () => challengesApi.memberProgress(challengeId, memberId),
    retry: false,
  });

export const useChallengeGroups = () =>
  useQuery({
    queryKey: challengeKeys.groups,
    queryFn: challengesApi.groupsToHost,
    retry: false,
  });

/** A query about that challenge: itself, its tasks, its members or a member's progress. */
const isAbout = (challengeId: string) => (query: Query) =>
  query.queryKey[0] === 'challenges' && query.queryKey[2] === challengeId;

/**
 * After a change: the user again, and every challenge query but those of a challenge that is
 * `gone` (closed with a winner or deleted: asking for it again would only be refused).
 */
export async function afterChallengeChange(client: QueryClient, gone?: string): Promise<void> {
  await useSessionStore.getState().refetchUser();
  const isGone = gone === undefined ? () => false : isAbout(gone);
  await client.invalidateQueries({
    queryKey: challengeKeys.all,
    predicate: (query) => !isGone(query),
  });
}

/** Drops what is cached about a challenge that is gone, once its page no longer reads it. */
export function forgetChallenge(client: QueryClient, challengeId: string): void {
  client.removeQueries({ queryKey: challengeKeys.all, predicate: isAbout(challengeId) });
}

export { useQueryClient };
