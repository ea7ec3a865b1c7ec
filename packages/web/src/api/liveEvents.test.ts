import { describe, expect, it } from 'vitest';
import { parseEventBlocks } from './liveEvents.ts';

describe('parseEventBlocks', () => {
  it('reads complete events, skips keep-alives and keeps the unfinished rest', () => {
    const text =
      'retry: 3000\n\n: keep-alive\n\n' +
      'id: 7\nevent: chat.messagePosted\ndata: {"groupId":"g1","userId":"u1","payload":{}}\n\n' +
      'id: 8\nevent: inbox.messageRec';
    const { events, rest, retry } = parseEventBlocks(text);
    expect(retry).toBe(3000);
    expect(events).toEqual([{ id: '7', type: 'chat.messagePosted', groupId: 'g1', userId: 'u1' }]);
    expect(rest).toBe('id: 8\nevent: inbox.messageRec');
  });
});
