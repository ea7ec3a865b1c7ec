// The party calls, through the one request layer. `:id` may be `party` for the caller's own party.
// Invitations, joining and members' roles are every group's (groupsApi).
import { api } from './request.ts';
import type { Party, PartyMember, PartyQuest, SeekingPlayer } from './partyTypes.ts';

const id = encodeURIComponent;

export type QuestAction = 'accept' | 'reject' | 'force-start' | 'cancel' | 'abort' | 'leave';
export type KeepTasks = 'keep-all' | 'remove-all';

export const partyApi = {
  get: async () => (await api.get<Party>('/groups/party')).data,
  members: async () =>
    (
      await api.get<PartyMember[]>('/groups/party/members', {
        query: { includeAllPublicFields: true },
      })
    ).data,
  create: async (name: string) =>
    (await api.post<Party>('/groups', { type: 'party', name, privacy: 'private' })).data,
  leave: async (partyId: string, keep: KeepTasks) => {
    await api.post<unknown>(
      `/groups/${id(partyId)}/leave`,
      { keepChallenges: 'remain-in-challenges' },
      { query: { keep } },
    );
  },
  removeMember: async (partyId: string, memberId: string) => {
    await api.post<unknown>(`/groups/${id(partyId)}/removeMember/${id(memberId)}`);
  },
  inviteToQuest: async (questKey: string) =>
    (await api.post<PartyQuest>(`/groups/party/quests/invite/${id(questKey)}`)).data,
  questAction: async (action: QuestAction) =>
    (await api.post<PartyQuest>(`/groups/party/quests/${action}`)).data,
  lookingForParty: async (page: number) =>
    (await api.get<SeekingPlayer[]>('/looking-for-party', { query: { page } })).data,
};
