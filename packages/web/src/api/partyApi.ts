// The party calls, through the one request layer. `:id` may be `party` for the caller's own party.
// Invitations, joining and members' roles are every group's (groupsApi).
import { api } from './request.ts';
import type { Party } from './partyTypes.ts';

export type QuestAction = 'accept' | 'reject' | 'force-start' | 'cancel' | 'abort' | 'leave';

const questActionKey = {
  accept: 'POST /groups/:groupId/quests/accept',
  reject: 'POST /groups/:groupId/quests/reject',
  'force-start': 'POST /groups/:groupId/quests/force-start',
  cancel: 'POST /groups/:groupId/quests/cancel',
  abort: 'POST /groups/:groupId/quests/abort',
  leave: 'POST /groups/:groupId/quests/leave',
} as const satisfies Record<QuestAction, string>;
export type KeepTasks = 'keep-all' | 'remove-all';

export const partyApi = {
  get: async (): Promise<Party> =>
    (await api.call('GET /groups/:groupId', { params: { groupId: 'party' } })).data,
  members: async () =>
    (
      await api.call('GET /groups/:groupId/members', {
        params: { groupId: 'party' },
        query: { includeAllPublicFields: true },
      })
    ).data,
  create: async (name: string) =>
    (await api.call('POST /groups', { body: { type: 'party', name, privacy: 'private' } })).data,
  leave: async (partyId: string, keep: KeepTasks) => {
    await api.call('POST /groups/:groupId/leave', {
      params: { groupId: partyId },
      body: { keepChallenges: 'remain-in-challenges' },
      query: { keep },
    });
  },
  removeMember: async (partyId: string, memberId: string) => {
    await api.call('POST /groups/:groupId/removeMember/:memberId', {
      params: { groupId: partyId, memberId },
    });
  },
  inviteToQuest: async (questKey: string) =>
    (
      await api.call('POST /groups/:groupId/quests/invite/:questKey', {
        params: { groupId: 'party', questKey },
      })
    ).data,
  questAction: async (action: QuestAction) =>
    (await api.call(questActionKey[action], { params: { groupId: 'party' } })).data,
  lookingForParty: async (page: number) =>
    (await api.call('GET /looking-for-party', { query: { page } })).data,
};
