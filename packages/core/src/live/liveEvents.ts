// The live stream's vocabulary (GET /live, Server-Sent Events), shared by the server that sends it
// and the web client that applies it: the event names, and what each event's `data` carries. The
// names are the ones the stream always used; the presented object sits beside the older fields,
// so a client that reads only `groupId` and `payload` still works. docs/api-compatibility.md.
import type { ApiChatMessage, ApiGroup } from '../api/groupSchema.ts';

/** The events a stream sends. */
export const LIVE_EVENT = {
  chatMessagePosted: 'chat.messagePosted',
  privateMessageReceived: 'inbox.messageReceived',
  partyChanged: 'party.changed',
} as const;

/**
 * A player's API tokens were revoked or replaced. Never sent: a stream opened with a token that
 * no longer works ends when it comes.
 */
export const API_TOKENS_REVOKED = 'account.tokensRevoked';

/** Every event the live feed carries, in the order their changes commit. */
export const LIVE_EVENT_TYPES: readonly string[] = [
  ...Object.values(LIVE_EVENT),
  API_TOKENS_REVOKED,
];

/** A private message as the inbox lists it (GET /inbox/paged-messages). */
export interface LivePrivateMessage {
  id: string;
  _id: string;
  uniqueMessageId: string;
  ownerId: string;
  sent: boolean;
  text: string;
  timestamp: number;
  likes: Record<string, boolean>;
  flags: Record<string, boolean>;
  flagCount: number;
  /** The author of a received message. */
  uuid: string;
  user: string;
  username?: string;
}

/** A party's fields that changed, as GET /groups/party presents them. */
export type LivePartyFields = Partial<ApiGroup>;

/** Each event's `data`, by event name. */
export interface LiveEventData {
  [LIVE_EVENT.chatMessagePosted]: {
    groupId: string;
    /** The author; null for a system message. */
    userId: string | null;
    payload: { messageId: string };
    /** As GET /groups/:groupId/chat shows it to this reader. */
    message: ApiChatMessage;
  };
  [LIVE_EVENT.privateMessageReceived]: {
    groupId: null;
    /** The receiver. */
    userId: string;
    payload: { from: string; uniqueMessageId: string };
    message: LivePrivateMessage;
  };
  [LIVE_EVENT.partyChanged]: {
    groupId: string;
    userId: null;
    payload: { columns: string[] };
    party: LivePartyFields;
  };
}

export type LiveEventName = keyof LiveEventData;

/** One event as a client reads it: `id` is what it sends back as Last-Event-ID to resume. */
export type LiveEvent = {
  [Name in LiveEventName]: { id: string; type: Name; data: LiveEventData[Name] };
}[LiveEventName];

export function isLiveEventName(name: string): name is LiveEventName {
  return (Object.values(LIVE_EVENT) as string[]).includes(name);
}
