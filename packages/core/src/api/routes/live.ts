// Schema of the live stream.
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

export const liveSchema = {
  summary: 'Live events (Server-Sent Events): chat in your groups, private messages, your party',
  description:
    'A `text/event-stream`. Each event has an `id` (send it back as `Last-Event-ID` to resume), ' +
    '`event` (`chat.messagePosted`, `inbox.messageReceived` or `party.changed`) and `data` ' +
    '(JSON: `groupId`, `userId`, `payload`, and the `message` or the `party` fields as the API ' +
    'presents them to you).',
  tags: ['live'],
  headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^\\d{1,19}$' })) }),
};

/** The live routes. */
export const liveApi = {
  live: apiRoute('GET', '/live', liveSchema),
};
