// Level-ups that come in a row are celebrated once, with the level finally reached: scores sent
// close together answer one by one, and each answer that reached a level opened the dialog anew.
import { describe, expect, it } from 'vitest';
import { setApiFetch } from '../api/transport.ts';
import { json } from '../test/requestKit.ts';
import { fakeTasksApi, listing, loadPlayer, makeTask } from '../test/tasksKit.ts';
import { loadTasks } from './tasksActions.ts';
import { closeLevelUp, scoreTask } from './tasksScoring.ts';
import { useTasksStore } from './tasksStore.ts';

const levelShown = () => useTasksStore.getState().levelReached;
const stats = (lvl: number) => ({ hp: 50, mp: 30, exp: 1, gp: 5, lvl });
const answered = (lvl: number) =>
  json(200, { success: true, data: { delta: 1, _tmp: {}, ...stats(lvl) } });
const refused = () => json(401, { success: false, error: 'NotAuthorized', message: 'No.' });

/** Each score waits until the test answers it. */
async function heldScores(taskIds: string[]) {
  fakeTasksApi(...listing(taskIds.map((id) => makeTask({ type: 'todo', _id: id }))));
  await loadTasks();
  const held = new Map<string, (response: Response) => void>();
  setApiFetch((url) => new Promise((resolve) => held.set(url.split('/')[4]!, resolve)));
  return async (taskId: string, response: Response, scoring: Promise<void>) => {
    held.get(taskId)!(response);
    await scoring;
  };
}

describe('level-ups in a row', () => {
  it('open one dialog, with the last level, once every score is back', async () => {
    loadPlayer({ lvl: 1 });
    const answer = await heldScores(['a', 'b', 'c']);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => scoreTask(id, 'up'));
    await answer('a', answered(2), a!);
    expect(levelShown()).toBeNull();
    await answer('b', answered(3), b!);
    expect(levelShown()).toBeNull();
    await answer('c', answered(4), c!);
    expect(levelShown()).toBe(4);
  });

  it('still celebrate when the last score back is refused', async () => {
    loadPlayer({ lvl: 1 });
    const answer = await heldScores(['a', 'b']);
    const [a, b] = ['a', 'b'].map((id) => scoreTask(id, 'up'));
    await answer('a', answered(2), a!);
    await answer('b', refused(), b!);
    expect(levelShown()).toBe(2);
  });

  it('start afresh once the dialog is closed', async () => {
    loadPlayer({ lvl: 1 });
    const answer = await heldScores(['a', 'b']);
    const a = scoreTask('a', 'up');
    await answer('a', answered(2), a);
    expect(levelShown()).toBe(2);
    closeLevelUp();
    const b = scoreTask('b', 'up');
    await answer('b', answered(3), b);
    expect(levelShown()).toBe(3);
  });
});
