import { describe, expect, it } from 'vitest';
import { parseEventBlocks } from './liveEvents.ts';

describe('parseEventBlocks', () => {
  it('reads complete events with their data, skips keep-alives and keeps the unfinished rest', () => {
    const data = {
      groupId: 'g1',
      userId: 'u1',
      payload: { messageId: 'm1' },
      message: { id: 'm1' },
    };
    const text =
      'retry: 3000\n\n: keep-alive\n\n' +
      `id: 7\nevent: chat.messagePosted\ndata: ${JSON.stringify(data)}\n\n` +
      'id: 8\nevent: inbox.messageRec';
    const { events, rest, retry } = parseEventBlocks(text);
    expect(retry).toBe(3000);
    expect(events).toEqual([{ id: '7', type: 'chat.messagePosted', data }]);
    expect(rest).toBe('id: 8\nevent: inbox.messageRec');
  });

  it('skips events this client does not know', () => {
    const text = 'id: 9\nevent: guild.renamed\ndata: {}\n\n';
    expect(parseEventBlocks(text).events).toEqual([]);
  });
});
