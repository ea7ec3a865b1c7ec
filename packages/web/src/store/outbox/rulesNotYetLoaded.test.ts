// Scoring's rules load after the tasks screen's first paint. A score made before they are in is
// queued where it was made, not after changes made later while the rules were fetched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLocalTaskRules, loadLocalTaskRules } from '../localTaskRulesLoader.ts';
import { scoreChecklistItem } from '../tasksActions.ts';
import { scoreTask } from '../tasksScoring.ts';
import {
  goOnline,
  habit,
  network,
  scoreAnswer,
  setUpOutboxTests,
  signedIn,
  waiting,
} from './outboxTestKit.ts';
import { makeTask, ok } from '../../test/tasksKit.ts';

setUpOutboxTests();
afterEach(() => loadLocalTaskRules());

describe('a score made before scoring’s rules are in', () => {
  it('keeps its place in the outbox ahead of a change made after it', async () => {
    const packing = makeTask({
      _id: 'bag',
      type: 'todo',
      text: 'Pack bag',
      checklist: [{ id: 'socks', text: 'Socks', completed: false }],
    } as never);
    const calls = await signedIn([habit('a'), packing], (call) => {
      if (call.url.includes('/score/')) return scoreAnswer(10);
      if (call.url.includes('/checklist/')) return ok(packing);
      return undefined;
    });
    network.isOnline = false;
    forgetLocalTaskRules();
    const done = Promise.all([scoreTask('a', 'up'), scoreChecklistItem('bag', 'socks')]);
    await vi.waitFor(() => expect(waiting()).toBe(2));
    goOnline();
    await done;
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(sent).toEqual([
      expect.stringContaining('/tasks/a/score/up'),
      expect.stringContaining('/tasks/bag/checklist/socks/score'),
    ]);
  });
});
