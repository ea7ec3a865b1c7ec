// The challenge calls and the challenge-task calls, through the one request layer. The flag call is
// on /api/v3, where the original API has it.
import type { PlanGroup } from './groupPlansApi.ts';
import type {
  Challenge,
  ChallengeCategory,
  ChallengeMember,
  MemberProgress,
} from './challengeTypes.ts';
import { api, apiText } from './request.ts';
import type { NewTask, Task } from './tasksTypes.ts';

const id = encodeURIComponent;

/** GET /challenges/user answers 10 a page. */
export const CHALLENGES_PER_PAGE = 10;
/** The members listing comes 30 a page. */
export const CHALLENGE_MEMBERS_PER_PAGE = 30;

export interface ChallengeSearch {
  page: number;
  /** Only challenges I take part in (myChallenges). */
  member: boolean;
  owned?: 'owned' | 'not_owned';
  search: string;
  categories: string[];
}

export interface NewChallenge {
  group: string;
  name: string;
  shortName: string;
  summary: string;
  description: string;
  /** Gems. */
  prize: number;
  categories: string[];
}

export type KeepOne = 'keep' | 'remove';
export type KeepAll = 'keep-all' | 'remove-all';

function bodyOf(challenge: NewChallenge) {
  const categories: ChallengeCategory[] = challenge.categories.map((slug) => ({ slug }));
  return { ...challenge, categories };
}

export const challengesApi = {
  mine: async ({ page, member, owned, search, categories }: ChallengeSearch) =>
    (
      await api.get<Challenge[]>('/challenges/user', {
        query: {
          page,
          member: member || undefined,
          owned,
          search: search.trim() || undefined,
          categories: categories.length > 0 ? categories.join(',') : undefined,
        },
      })
    ).data,
  /** Where a challenge can be made: my party and guilds, and the Tavern. */
  groupsToHost: async () =>
    (await api.get<PlanGroup[]>('/groups', { query: { type: 'party,guilds,tavern' } })).data,
  ofGroup: async (groupId: string) =>
    (await api.get<Challenge[]>(`/challenges/groups/${id(groupId)}`)).data,
  get: async (challengeId: string) =>
    (await api.get<Challenge>(`/challenges/${id(challengeId)}`)).data,
  create: async (challenge: NewChallenge) =>
    (await api.post<Challenge>('/challenges', bodyOf(challenge))).data,
  update: async (
    challengeId: string,
    changes: Partial<Pick<NewChallenge, 'name' | 'shortName' | 'summary' | 'description'>>,
  ) => (await api.put<Challenge>(`/challenges/${id(challengeId)}`, changes)).data,
  clone: async (challengeId: string, challenge: NewChallenge) =>
    (
      await api.post<{ clonedChallenge: Challenge; clonedTasks: Task[] }>(
        `/challenges/${id(challengeId)}/clone`,
        bodyOf(challenge),
      )
    ).data,
  remove: async (challengeId: string) => {
    await api.delete<unknown>(`/challenges/${id(challengeId)}`);
  },
  join: async (challengeId: string) =>
    (await api.post<Challenge>(`/challenges/${id(challengeId)}/join`)).data,
  leave: async (challengeId: string, keep: KeepAll) => {
    await api.post<unknown>(`/challenges/${id(challengeId)}/leave`, { keep });
  },
  selectWinner: async (challengeId: string, winnerId: string) => {
    await api.post<unknown>(`/challenges/${id(challengeId)}/selectWinner/${id(winnerId)}`);
  },
  members: async (challengeId: string, lastId?: string) =>
    (
      await api.get<ChallengeMember[]>(`/challenges/${id(challengeId)}/members`, {
        query: { lastId, includeAllPublicFields: true },
      })
    ).data,
  memberProgress: async (challengeId: string, memberId: string) =>
    (await api.get<MemberProgress>(`/challenges/${id(challengeId)}/members/${id(memberId)}`)).data,
  /** The members' progress as CSV text. */
  exportCsv: (challengeId: string) => apiText(`/challenges/${id(challengeId)}/export/csv`),
  flag: async (challengeId: string, comment: string) => {
    await api.post<unknown>(`/api/v3/challenges/${id(challengeId)}/flag`, {
      comment: comment.trim() || undefined,
    });
  },

  tasks: async (challengeId: string) =>
    (await api.get<Task[]>(`/tasks/challenge/${id(challengeId)}`)).data,
  addTask: async (challengeId: string, task: NewTask) =>
    (await api.post<Task>(`/tasks/challenge/${id(challengeId)}`, task)).data,
  /** A broken copy kept as the player's own task, or removed. */
  unlinkOne: async (taskId: string, keep: KeepOne) => {
    await api.post<unknown>(`/tasks/unlink-one/${id(taskId)}`, undefined, { query: { keep } });
  },
  unlinkAll: async (challengeId: string, keep: KeepAll) => {
    await api.post<unknown>(`/tasks/unlink-all/${id(challengeId)}`, undefined, {
      query: { keep },
    });
  },
};
