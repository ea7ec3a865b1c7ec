// What each event of the live feed sends, and to whom. The message or party it tells of is read
// once per batch, and presented once per audience class — a moderator sees flags and hidden
// messages, every other member the same object — never once per listener. Who may receive it is
// decided for each event with the reader as they stand when the batch goes out (see liveReaders).
// A system message is written in each listener's language (their saved preference): one text per
// audience class and language.
import { TAVERN_ID, isHiddenFrom } from '@questlog/core';
import { API_TOKENS_REVOKED, LIVE_EVENT, type LiveEventData } from '@questlog/core/live';
import type { Queryable } from '../../db/database.ts';
import { listChatMessagesByIds, type ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import { listGroupsWithLeaderNames } from '../../db/repositories/groups.ts';
import { listCopies, type InboxRow } from '../../db/repositories/inboxMessages.ts';
import type { LiveStoredEvent } from '../../db/repositories/liveEvents.ts';
import { chatTranslator, type ChatTranslator } from '../chat/chatInLanguage.ts';
import { presentChatMessage } from '../../presenters/presentChatMessage.ts';
import { presentGroupFields } from '../../presenters/presentGroupFields.ts';
import { presentPrivateMessage } from '../../presenters/presentPrivateMessage.ts';

/** A stream's player, as they stand for one batch. */
export interface LiveReader {
  id: string;
  isModerator: boolean;
  /** Their groups among those the batch names (the Tavern is everyone's). */
  groupIds: ReadonlySet<string>;
  /** The language they read: their `preferences.language`, else English. */
  language: string;
}

export interface LiveDelivery {
  position: string;
  /** The group it concerns, whose membership decides who receives it. */
  groupId: string | null;
  /** The Server-Sent Event this reader gets; undefined when it is not for them. */
  textFor(reader: LiveReader): string | undefined;
  /** This player's tokens were revoked: a stream of theirs checks that its own still works. */
  revokesTokensOf?: string;
}

/** Reads what the events tell of and answers their deliveries, in the events' order. */
export async function prepareDeliveries(
  db: Queryable,
  events: readonly LiveStoredEvent[],
): Promise<LiveDelivery[]> {
  const sources = await loadSources(db, events);
  return events.flatMap((event) => {
    const delivery = deliveryOf(event, sources);
    return delivery ? [delivery] : [];
  });
}

export const isInGroup = (reader: LiveReader, groupId: string) =>
  groupId === TAVERN_ID || reader.groupIds.has(groupId);

type Sources = Awaited<ReturnType<typeof loadSources>>;

async function loadSources(db: Queryable, events: readonly LiveStoredEvent[]) {
  const ofType = (type: string) => events.filter((event) => event.type === type);
  const chatIds = ofType(LIVE_EVENT.chatMessagePosted).flatMap((event) =>
    typeof event.payload.messageId === 'string' ? [event.payload.messageId] : [],
  );
  const copies = ofType(LIVE_EVENT.privateMessageReceived).flatMap((event) =>
    typeof event.payload.uniqueMessageId === 'string' && event.userId
      ? [{ uniqueMessageId: event.payload.uniqueMessageId, ownerId: event.userId }]
      : [],
  );
  const partyIds = ofType(LIVE_EVENT.partyChanged).flatMap((event) =>
    event.groupId ? [event.groupId] : [],
  );
  const [chat, inbox, parties] = await Promise.all([
    chatIds.length > 0 ? listChatMessagesByIds(db, chatIds) : ([] as ChatMessageRow[]),
    copies.length > 0 ? listCopies(db, copies) : [],
    partyIds.length > 0 ? listGroupsWithLeaderNames(db, [...new Set(partyIds)]) : [],
  ]);
  return {
    chat: new Map(chat.map((row) => [row.id, row])),
    translate: await chatTranslator(db, chat),
    inbox: new Map(inbox.map((row) => [`${row.unique_message_id}/${row.owner_id}`, row])),
    parties: new Map(parties.map((row) => [row.id, row])),
  };
}

function deliveryOf(event: LiveStoredEvent, sources: Sources): LiveDelivery | undefined {
  const { position } = event;
  switch (event.type) {
    case LIVE_EVENT.chatMessagePosted: {
      const row = sources.chat.get(String(event.payload.messageId));
      return row && chatDelivery(event, row, sources.translate);
    }
    case LIVE_EVENT.privateMessageReceived: {
      const row = sources.inbox.get(`${String(event.payload.uniqueMessageId)}/${event.userId}`);
      return row && privateMessageDelivery(event, row);
    }
    case LIVE_EVENT.partyChanged: {
      const row = event.groupId ? sources.parties.get(event.groupId) : undefined;
      if (!row) return undefined;
      const columns = Array.isArray(event.payload.columns) ? event.payload.columns.map(String) : [];
      const party = presentGroupFields(row, columns, { leaderName: row.leader_name });
      // Only columns the party's answer does not show changed (the day its team dailies ran).
      if (Object.keys(party).length === 0) return undefined;
      const data: LiveEventData[typeof LIVE_EVENT.partyChanged] = {
        groupId: row.id,
        userId: null,
        payload: { columns },
        party,
      };
      const text = eventText(position, event.type, data);
      return {
        position,
        groupId: row.id,
        textFor: (reader) => (isInGroup(reader, row.id) ? text : undefined),
      };
    }
    case API_TOKENS_REVOKED:
      return event.userId
        ? { position, groupId: null, textFor: () => undefined, revokesTokensOf: event.userId }
        : undefined;
    default:
      return undefined;
  }
}

function chatDelivery(
  event: LiveStoredEvent,
  row: ChatMessageRow,
  translate: ChatTranslator,
): LiveDelivery {
  // One text for moderators, one for everyone else, in each language.
  const texts = new Map<string, string>();
  return {
    position: event.position,
    groupId: row.group_id,
    textFor(reader) {
      if (!isInGroup(reader, row.group_id)) return undefined;
      if (isHiddenFrom({ authorId: row.author_id, flagCount: row.flag_count }, reader)) {
        return undefined;
      }
      const audience = `${reader.isModerator}/${reader.language}`;
      let text = texts.get(audience);
      if (text === undefined) {
        const data: LiveEventData[typeof LIVE_EVENT.chatMessagePosted] = {
          groupId: row.group_id,
          userId: event.userId,
          payload: { messageId: row.id },
          message: presentChatMessage(translate(row, reader.language), reader),
        };
        text = eventText(event.position, event.type, data);
        texts.set(audience, text);
      }
      return text;
    },
  };
}

function privateMessageDelivery(event: LiveStoredEvent, row: InboxRow): LiveDelivery {
  const data: LiveEventData[typeof LIVE_EVENT.privateMessageReceived] = {
    groupId: null,
    userId: row.owner_id,
    payload: { from: String(event.payload.from), uniqueMessageId: row.unique_message_id },
    message: presentPrivateMessage(row),
  };
  const text = eventText(event.position, event.type, data);
  return {
    position: event.position,
    groupId: null,
    textFor: (reader) => (reader.id === row.owner_id ? text : undefined),
  };
}

/** `id` is the position: what the client sends back as Last-Event-ID. */
function eventText(position: string, type: string, data: object): string {
  return `id: ${position}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
