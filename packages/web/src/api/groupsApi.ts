// The guild, Tavern and group chat calls, and those every kind of group shares (invitations,
// editing, members and managers), through the one request layer. Refusals carry the server's
// message.
import { api } from './request.ts';
import type { ChatMessage } from './socialTypes.ts';

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
      await api.call('GET /groups', {
        query: {
          type: 'publicGuilds',
          paginate: true,
          page,
          categories: categories.length > 0 ? categories.join(',') : undefined,
          search: search.trim() || undefined,
        },
      })
    ).data,
  myGuilds: async () => (await api.call('GET /groups', { query: { type: 'guilds' } })).data,
  get: async (groupId: string) =>
    (await api.call('GET /groups/:groupId', { params: { groupId } })).data,
  create: async (guild: NewGuild) =>
    (
      await api.call('POST /groups', {
        body: {
          type: 'guild',
          name: guild.name,
          summary: guild.summary,
          privacy: guild.privacy,
          categories: guild.categories.map((slug) => ({ slug })),
        },
      })
    ).data,
  update: async (groupId: string, { categories, ...changes }: GroupChanges) =>
    (
      await api.call('PUT /groups/:groupId', {
        params: { groupId },
        body: {
          ...changes,
          ...(categories ? { categories: categories.map((slug) => ({ slug })) } : {}),
        },
      })
    ).data,
  /** Any kind of group: a party needs the invitation, a public guild none. */
  join: async (groupId: string) =>
    (await api.call('POST /groups/:groupId/join', { params: { groupId } })).data,
  invite: async (groupId: string, targets: InviteTargets) => {
    await api.call('POST /groups/:groupId/invite', { params: { groupId }, body: targets });
  },
  rejectInvite: async (groupId: string) => {
    await api.call('POST /groups/:groupId/reject-invite', { params: { groupId } });
  },
  /** The first 30 members by id, or those whose name or username holds `search`. */
  members: async (groupId: string, search = '') =>
    (
      await api.call('GET /groups/:groupId/members', {
        params: { groupId },
        query: { search: search.trim() || undefined },
      })
    ).data,
  setManager: async (groupId: string, memberId: string, isManager: boolean) =>
    (
      await api.call(
        isManager ? 'POST /groups/:groupId/add-manager' : 'POST /groups/:groupId/remove-manager',
        { params: { groupId }, body: { managerId: memberId } },
      )
    ).data,
  leave: async (groupId: string) => {
    await api.call('POST /groups/:groupId/leave', {
      params: { groupId },
      body: { keepChallenges: 'remain-in-challenges' },
      query: { keep: 'keep-all' },
    });
  },
};

export const chatApi = {
  // Typed as the screens hold messages (older copies may carry an ISO timestamp).
  list: async (groupId: string): Promise<ChatMessage[]> =>
    (await api.call('GET /groups/:groupId/chat', { params: { groupId } })).data,
  post: async (groupId: string, message: string) => {
    const { data } = await api.call('POST /groups/:groupId/chat', {
      params: { groupId },
      body: { message },
    });
    // Without `previousMsg` the answer is the message alone; with it, the chat since (newest first).
    return 'message' in data ? data.message : data.chat[0]!;
  },
  like: async (groupId: string, chatId: string) =>
    (await api.call('POST /groups/:groupId/chat/:chatId/like', { params: { groupId, chatId } }))
      .data,
  remove: async (groupId: string, chatId: string) => {
    await api.call('DELETE /groups/:groupId/chat/:chatId', { params: { groupId, chatId } });
  },
  flag: async (groupId: string, chatId: string, comment: string) =>
    (
      await api.call('POST /groups/:groupId/chat/:chatId/flag', {
        params: { groupId, chatId },
        body: {
          comment: comment.trim() || undefined,
        },
      })
    ).data,
  /** Moderators: the flag count goes back to 0 (who reported it stays on record). */
  clearFlags: async (groupId: string, chatId: string) => {
    await api.call('POST /groups/:groupId/chat/:chatId/clearflags', {
      params: { groupId, chatId },
    });
  },
  seen: async (groupId: string) => {
    await api.call('POST /groups/:groupId/chat/seen', { params: { groupId } });
  },
};
