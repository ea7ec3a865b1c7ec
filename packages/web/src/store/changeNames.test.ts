// A refused change's notice names the change ("Couldn't join Quiet Corner: …"): the name given
// to the primitive reaches the request layer's notice for the change's own call only; a refusal
// with no usable answer is named by runOptimistic.
import { describe, expect, it } from 'vitest';
import { api } from '../api/request.ts';
import { setApiFetch } from '../api/transport.ts';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import { json } from '../test/requestKit.ts';
import { loadPlayer } from '../test/tasksKit.ts';
import { runOptimistic, sendChange } from './optimistic.ts';

const refusal = () =>
  json(401, { success: false, error: 'NotAuthorized', message: 'This guild is invite only.' });
const errorTexts = () =>
  notificationStack
    .getSnapshot()
    .visible.filter((notice) => notice.type === 'error')
    .map((notice) => notice.text);

describe('a refused change names itself', () => {
  it("puts the change's name before the server's reason", async () => {
    loadPlayer();
    setApiFetch(async () => refusal());
    await expect(
      sendChange({ name: 'join Quiet Corner', send: () => api.post('/groups/g-1/join') }),
    ).rejects.toThrow();
    expect(errorTexts()).toContain("Couldn't join Quiet Corner: This guild is invite only.");
  });

  it('leaves an unnamed change, and a later call of the same change, as the server says', async () => {
    loadPlayer();
    setApiFetch(async () => refusal());
    await expect(sendChange({ send: () => api.post('/groups/g-1/join') })).rejects.toThrow();
    await expect(
      sendChange({
        name: 'join Quiet Corner',
        send: async () => {
          await Promise.resolve();
          return api.post('/groups/g-1/join');
        },
      }),
    ).rejects.toThrow();
    // (the stack shows the same notice once)
    expect(errorTexts()).toEqual(['This guild is invite only.']);
  });

  it('names a change that got no answer', async () => {
    loadPlayer();
    setApiFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await runOptimistic({
      name: 'leave Quiet Corner',
      send: () => api.post('/groups/g-1/leave'),
    });
    expect(outcome.isDone).toBe(false);
    expect(errorTexts()[0]).toMatch(
      /^Couldn't leave Quiet Corner: The server could not be reached/,
    );
  });
});
