// The guild, Tavern and group chat calls, and those every kind of group shares (invitations,
// editing, members and managers), through the one request layer. Refusals carry the server's
// message.
import type { ChallengeMember } from './challengeTypes.ts';
import { api } from './request.ts';
import type { ChatMessage, Guild } from './socialTypes.ts';

const id = encodeURIComponent;

/** Guilds per page. */
export const GUILDS_PER_PAGE = 30;

export interface GuildSearch {
  page: number;
  categories: string[];
  search: string;
}

export interface NewGuild {
  name: string;
  summary: string;
  privacy: 'public' | 'private';
  categories: string[];
}

/** Whom to invite: by user id, username or e-mail address. */
export interface InviteTargets {
  uuids?: string[];
  usernames?: string[];
  emails?: { email: string }[];
}

/** What PUT /groups/:id changes (its leader); `categories` are slugs. */
export interface GroupChanges {
  name?: string;
  summary?: string;
  description?: string;
  categories?: string[];
  leaderOnly?: { challenges: boolean };
  /** Hands the group over to this member. */
  leader?: string;
}

export const groupsApi = {
  publicGuilds: async ({ page, categories, search }: GuildSearch) =>
    (
      await api.get<Guild[]>('/groups', {
        query: {
          type: 'publicGuilds',
          paginate: true,
          page,
          categories: categories.length > 0 ? categories.join(',') : undefined,
          search: search.trim() || undefined,
        },
      })
    ).data,
  myGuilds: async () => (await api.get<Guild[]>('/groups', { query: { type: 'guilds' } })).data,
  get: async (groupId: string) => (await api.get<Guild>(`/groups/${id(groupId)}`)).data,
  create: async (guild: NewGuild) =>
    (
      await api.post<Guild>('/groups', {
        type: 'guild',
        name: guild.name,
        summary: guild.summary,
        privacy: guild.privacy,
        categories: guild.categories.map((slug) => ({ slug })),
      })
    ).data,
  update: async (groupId: string, { categories, ...changes }: GroupChanges) =>
    (
      await api.put<Guild>(`/groups/${id(groupId)}`, {
        ...changes,
        ...(categories ? { categories: categories.map((slug) => ({ slug })) } : {}),
      })
    ).data,
  /** Any kind of group: a party needs the invitation, a public guild none. */
  join: async (groupId: string) => (await api.post<Guild>(`/groups/${id(groupId)}/join`)).data,
  invite: async (groupId: string, targets: InviteTargets) => {
    await api.post<unknown>(`/groups/${id(groupId)}/invite`, targets);
  },
  rejectInvite: async (groupId: string) => {
    await api.post<unknown>(`/groups/${id(groupId)}/reject-invite`);
  },
  /** The first 30 members by id, or those whose name or username holds `search`. */
  members: async (groupId: string, search = '') =>
    (
      await api.get<ChallengeMember[]>(`/groups/${id(groupId)}/members`, {
        query: { search: search.trim() || undefined },
      })
    ).data,
  setManager: async (groupId: string, memberId: string, isManager: boolean) =>
    (
      await api.post<Guild>(`/groups/${id(groupId)}/${isManager ? 'add' : 'remove'}-manager`, {
        managerId: memberId,
      })
    ).data,
  leave: async (groupId: string) => {
    await api.post<unknown>(
      `/groups/${id(groupId)}/leave`,
      { keepChallenges: 'remain-in-challenges' },
      { query: { keep: 'keep-all' } },
    );
  },
};

export const chatApi = {
  list: async (groupId: string) =>
    (await api.get<ChatMessage[]>(`/groups/${id(groupId)}/chat`)).data,
  post: async (groupId: string, message: string) =>
    (await api.post<{ message: ChatMessage }>(`/groups/${id(groupId)}/chat`, { message })).data
      .message,
  like: async (groupId: string, chatId: string) =>
    (await api.post<ChatMessage>(`/groups/${id(groupId)}/chat/${id(chatId)}/like`)).data,
  remove: async (groupId: string, chatId: string) => {
    await api.delete<unknown>(`/groups/${id(groupId)}/chat/${id(chatId)}`);
  },
  flag: async (groupId: string, chatId: string, comment: string) =>
    (
      await api.post<ChatMessage>(`/groups/${id(groupId)}/chat/${id(chatId)}/flag`, {
        comment: comment.trim() || undefined,
      })
    ).data,
  /** Moderators: the flag count goes back to 0 (who reported it stays on record). */
  clearFlags: async (groupId: string, chatId: string) => {
    await api.post<unknown>(`/groups/${id(groupId)}/chat/${id(chatId)}/clearflags`);
  },
  seen: async (groupId: string) => {
    await api.post<unknown>(`/groups/${id(groupId)}/chat/seen`);
  },
};
