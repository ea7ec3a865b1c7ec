import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { TEST_NOW, makeTask, sequentialIds } from '../../testing/factories.ts';
import { updateTask } from './updateTask.ts';

const later = new Date(TEST_NOW.getTime() + 60_000);
const ctx = { now: later, newId: sequentialIds('c') };

describe('updateTask', () => {
  it('changes the editable fields and the update time, and leaves the input untouched', () => {
    const habit = makeTask('habit', { value: 3 });
    const updated = updateTask(habit, { text: 'New', priority: 2, up: false }, ctx);
    expect(updated).toMatchObject({ text: 'New', priority: 2, up: false, value: 3 });
    expect(updated.updatedAt).toBe(later.toISOString());
    expect(habit.text).toBe('A habit');
  });

  it.each([
    ['value on a habit', makeTask('habit', { value: 3 }), { value: 20 }, { value: 3 }],
    ['the type', makeTask('habit'), { type: 'todo' }, { type: 'habit' }],
    ['the id', makeTask('habit'), { id: 'other' }, { id: 'habit-1' }],
    ['the owner', makeTask('habit'), { userId: 'other' }, { userId: 'user-1' }],
    [
      'the history',
      makeTask('habit', { history: [{ date: 1, value: 1, scoredUp: 1, scoredDown: 0 }] }),
      { history: [] },
      { history: [{ date: 1, value: 1, scoredUp: 1, scoredDown: 0 }] },
    ],
    ['completion of a to-do', makeTask('todo'), { completed: true }, { completed: false }],
  ])('never changes %s', (_name, task, input, kept) => {
    expect(updateTask(task, input, ctx)).toMatchObject(kept);
  });

  it('changes a reward cost', () => {
    expect(updateTask(makeTask('reward', { value: 10 }), { value: 25 }, ctx).value).toBe(25);
  });

  it('merges the repeat days of a daily and checks the schedule', () => {
    const daily = makeTask('daily');
    const updated = updateTask(daily, { repeat: { m: false }, everyX: 3 }, ctx);
    expect(updated.repeat).toMatchObject({ m: false, t: true });
    expect(updated.everyX).toBe(3);
    expect(() => updateTask(daily, { everyX: 0 }, ctx)).toThrow(BadRequest);
  });

  it('clears an alias sent as null', () => {
    const updated = updateTask(makeTask('todo', { alias: 'old' }), { alias: null }, ctx);
    expect('alias' in updated).toBe(false);
  });

  it("keeps a challenge task's text and difficulty but lets the player change its notes", () => {
    const task = makeTask('habit', { challenge: { id: 'c', taskId: 't' } });
    const updated = updateTask(task, { text: 'mine', priority: 2, notes: 'my notes' }, ctx);
    expect(updated).toMatchObject({ text: 'A habit', priority: 1, notes: 'my notes' });
  });

  it('refuses empty text', () => {
    expect(() => updateTask(makeTask('todo'), { text: '' }, ctx)).toThrow(BadRequest);
  });
});
