// The challenge calls and the challenge-task calls, through the one request layer. The flag call is
// on /api/v3, where the original API has it.
import type { ChallengeCategory } from './challengeTypes.ts';
import { api, apiText } from './request.ts';
import type { NewTask } from './tasksTypes.ts';

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
      await api.call('GET /challenges/user', {
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
    (await api.call('GET /groups', { query: { type: 'party,guilds,tavern' } })).data,
  ofGroup: async (groupId: string) =>
    (await api.call('GET /challenges/groups/:groupId', { params: { groupId } })).data,
  get: async (challengeId: string) =>
    (await api.call('GET /challenges/:challengeId', { params: { challengeId } })).data,
  create: async (challenge: NewChallenge) =>
    (await api.call('POST /challenges', { body: bodyOf(challenge) })).data,
  update: async (
    challengeId: string,
    changes: Partial<Pick<NewChallenge, 'name' | 'shortName' | 'summary' | 'description'>>,
  ) =>
    (await api.call('PUT /challenges/:challengeId', { params: { challengeId }, body: changes }))
      .data,
  clone: async (challengeId: string, challenge: NewChallenge) =>
    (
      await api.call('POST /challenges/:challengeId/clone', {
        params: { challengeId },
        body: bodyOf(challenge),
      })
    ).data,
  remove: async (challengeId: string) => {
    await api.call('DELETE /challenges/:challengeId', { params: { challengeId } });
  },
  join: async (challengeId: string) =>
    (await api.call('POST /challenges/:challengeId/join', { params: { challengeId } })).data,
  leave: async (challengeId: string, keep: KeepAll) => {
    await api.call('POST /challenges/:challengeId/leave', {
      params: { challengeId },
      body: { keep },
    });
  },
  selectWinner: async (challengeId: string, winnerId: string) => {
    await api.call('POST /challenges/:challengeId/selectWinner/:winnerId', {
      params: { challengeId, winnerId },
    });
  },
  members: async (challengeId: string, lastId?: string) =>
    (
      await api.call('GET /challenges/:challengeId/members', {
        params: { challengeId },
        query: { lastId, includeAllPublicFields: true },
      })
    ).data,
  memberProgress: async (challengeId: string, memberId: string) =>
    (
      await api.call('GET /challenges/:challengeId/members/:memberId', {
        params: { challengeId, memberId },
      })
    ).data,
  /** The members' progress as CSV text. */
  exportCsv: (challengeId: string) => apiText(`/challenges/${id(challengeId)}/export/csv`),
  flag: async (challengeId: string, comment: string) => {
    await api.call('POST /challenges/:challengeId/flag', {
      params: { challengeId },
      body: {
        comment: comment.trim() || undefined,
      },
      apiVersion: 3,
    });
  },

  tasks: async (challengeId: string) =>
    (await api.call('GET /tasks/challenge/:challengeId', { params: { challengeId } })).data,
  addTask: async (challengeId: string, task: NewTask) =>
    (await api.call('POST /tasks/challenge/:challengeId', { params: { challengeId }, body: task }))
      .data,
  /** A broken copy kept as the player's own task, or removed. */
  unlinkOne: async (taskId: string, keep: KeepOne) => {
    await api.call('POST /tasks/unlink-one/:taskId', { params: { taskId }, query: { keep } });
  },
  unlinkAll: async (challengeId: string, keep: KeepAll) => {
    await api.call('POST /tasks/unlink-all/:challengeId', {
      params: { challengeId },
      query: { keep },
    });
  },
};
