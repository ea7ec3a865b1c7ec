// Challenges held in the one cache (store/readsStore.ts): the lists page by page ("load more"),
// one challenge, its tasks, its members and a member's progress. A change reads the challenges
// again and the user (it holds the challenge ids and the gems).
import {
  challengesApi,
  CHALLENGE_MEMBERS_PER_PAGE,
  CHALLENGES_PER_PAGE,
  type ChallengeSearch,
} from '../../api/challengesApi.ts';
import { forgetReads, reloadReads } from '../../store/readsStore.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useServerPages } from '../../store/useServerPages.ts';
import { useServerRead } from '../../store/useServerRead.ts';

const ALL = 'challenges/';

export const challengeReads = {
  list: (search: Omit<ChallengeSearch, 'page'>) => `${ALL}list/${JSON.stringify(search)}`,
  one: (challengeId: string) => `${ALL}one/${challengeId}`,
  tasks: (challengeId: string) => `${ALL}tasks/${challengeId}`,
  members: (challengeId: string) => `${ALL}members/${challengeId}`,
  progress: (challengeId: string, memberId: string) => `${ALL}progress/${challengeId}/${memberId}`,
  groups: `${ALL}groups`,
};

export const useChallengeList = (search: Omit<ChallengeSearch, 'page'>) =>
  useServerPages(challengeReads.list(search), {
    readPage: (page: number) => challengesApi.mine({ ...search, page }),
    firstParam: 0,
    nextParam: (last, pages) => (last.length < CHALLENGES_PER_PAGE ? undefined : pages.length),
  });

export const useChallenge = (challengeId: string) =>
  useServerRead(challengeReads.one(challengeId), () => challengesApi.get(challengeId));

export const useChallengeTasks = (challengeId: string) =>
  useServerRead(challengeReads.tasks(challengeId), () => challengesApi.tasks(challengeId));

export const useChallengeMembers = (challengeId: string) =>
  useServerPages(challengeReads.members(challengeId), {
    readPage: (after: string | null) => challengesApi.members(challengeId, after ?? undefined),
    firstParam: null,
    nextParam: (last) =>
      last.length < CHALLENGE_MEMBERS_PER_PAGE ? undefined : (last.at(-1)?._id ?? undefined),
  });

export const useMemberProgress = (challengeId: string, memberId: string) =>
  useServerRead(challengeReads.progress(challengeId, memberId), () =>
    challengesApi.memberProgress(challengeId, memberId),
  );

export const useChallengeGroups = () =>
  useServerRead(challengeReads.groups, challengesApi.groupsToHost);

/** A read about that challenge: itself, its tasks, its members or a member's progress. */
const isAbout = (challengeId: string) => (key: string) =>
  key.startsWith(ALL) && key.split('/')[2] === challengeId;

/**
 * After a change: the user again, and every challenge read but those of a challenge that is
 * `gone` (closed with a winner or deleted: asking for it again would only be refused).
 */
export async function afterChallengeChange(gone?: string): Promise<void> {
  await useSessionStore.getState().refetchUser();
  const isGone = gone === undefined ? () => false : isAbout(gone);
  await reloadReads((key) => key.startsWith(ALL) && !isGone(key));
}

/** Drops what is held about a challenge that is gone, once its page no longer reads it. */
export function forgetChallenge(challengeId: string): void {
  forgetReads(isAbout(challengeId));
}

/** The challenge's tasks, read again. */
export const refreshChallengeTasks = (challengeId: string) =>
  reloadReads(challengeReads.tasks(challengeId));
