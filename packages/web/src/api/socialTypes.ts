// Guilds, chat and private messages as the API sends them. The core's response types are the
// source; only the fields the screens read are required.
import type { GroupRoleFacts } from '@questlog/core';
import type { ApiChatMessage, ApiGroup } from '@questlog/core/api';
import type { User } from './types.ts';

export type ChatMessage = Pick<ApiChatMessage, 'id' | 'text' | 'uuid'> &
  Partial<Pick<ApiChatMessage, 'user' | 'likes' | 'flagCount'>> & {
    /** Who reported it: sent to moderators only. */
    flags?: Record<string, boolean>;
    /** Milliseconds since the epoch (older copies: ISO text). */
    timestamp: number | string;
    username?: string;
  };

export interface GuildCategory {
  slug: string;
  name?: string;
}

export type Guild = Pick<ApiGroup, '_id' | 'name'> &
  Partial<Pick<ApiGroup, 'id' | 'type' | 'privacy' | 'summary' | 'description' | 'memberCount'>> & {
    leader?: ApiGroup['leader'] | string;
    categories?: GuildCategory[];
    chat?: ChatMessage[];
    /** Member id → manager. */
    managers?: Record<string, boolean>;
    leaderOnly?: { challenges?: boolean };
    purchased?: {
      plan?: { customerId?: string | null; dateTerminated?: string | null };
      /** The server's reading: the plan is live. */
      active?: boolean;
    };
  };

/** One conversation of GET /inbox/conversations: `_id` is the partner's id. */
export interface Conversation {
  _id: string;
  user?: string;
  username?: string;
  timestamp?: number | string;
  text?: string;
  /** How many messages the conversation holds. */
  count?: number;
  /** How many of them came to me unread. */
  newMessages?: number;
  canReceive?: boolean;
}

/** One message of GET /inbox/paged-messages; `sent` is true for mine. */
export interface InboxMessage {
  id: string;
  text: string;
  timestamp: number | string;
  uuid: string;
  user?: string;
  sent?: boolean;
  /** Shared by both copies: likes go by it. */
  uniqueMessageId?: string;
  likes?: Record<string, boolean>;
  /** Mine when I reported it. */
  flags?: Record<string, boolean>;
}

/** The social parts of GET /user. */
export interface UserSocialState {
  guildIds: string[];
  unreadPrivateMessages: number;
  isOptedOut: boolean;
  blocks: string[];
  /** Group ids with unread chat (legacy `newMessages`). */
  unreadChats: string[];
}

export function userSocialOf(user: User | null): UserSocialState {
  const guilds = Array.isArray(user?.guilds) ? user.guilds : [];
  const inbox = user?.inbox ?? {};
  const newMessages = (user?.newMessages ?? {}) as Record<string, { value?: unknown } | undefined>;
  return {
    guildIds: guilds.filter((one): one is string => typeof one === 'string'),
    unreadPrivateMessages: inbox.newMessages ?? 0,
    isOptedOut: inbox.optOut === true,
    blocks: inbox.blocks ?? [],
    unreadChats: Object.keys(newMessages).filter((id) => newMessages[id]?.value),
  };
}

/** The leader's id, whether the server populated the leader or sent only the id. */
export function leaderIdOf(guild: Pick<Guild, 'leader'>): string | null {
  if (!guild.leader) return null;
  return typeof guild.leader === 'string' ? guild.leader : guild.leader._id;
}

/** The group as core's role rules read it (who edits, invites, names managers, hands over). */
export function roleFactsOf(guild: Guild): GroupRoleFacts {
  return { type: guild.type ?? 'guild', leaderId: leaderIdOf(guild), purchased: guild.purchased };
}

/** The leader's display name, whether the server populated it or sent only the id. */
export function leaderNameOf(guild: Guild): string | null {
  if (!guild.leader) return null;
  if (typeof guild.leader === 'string') return null;
  return guild.leader.profile?.name ?? null;
}

/** Likes are a map of user id → liked. */
export function likeCountOf(message: Pick<ChatMessage, 'likes'>): number {
  return Object.values(message.likes ?? {}).filter((liked) => liked === true).length;
}

export const isSystemMessage = (message: ChatMessage) => message.uuid === 'system';
