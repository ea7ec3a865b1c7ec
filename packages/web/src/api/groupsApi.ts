// The guild, Tavern and group chat calls, through the one request layer. Refusals carry the
// server's message.
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
  join: async (groupId: string) => (await api.post<Guild>(`/groups/${id(groupId)}/join`)).data,
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
