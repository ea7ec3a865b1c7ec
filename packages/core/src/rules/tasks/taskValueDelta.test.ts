import { describe, expect, it } from 'vitest';
import { makeTask } from '../../testing/factories.ts';
import { forwardDelta, reverseDelta, valueAfterDelta } from './taskValueDelta.ts';

// Expected numbers computed independently: 0.9747^v, and t − v with t + 0.9747^t = v.
describe('task value delta', () => {
  it.each([
    [-47, 3.33476, -3.662936],
    [-50, 3.357913, -3.691022], // below the bound: counts as −47.27
    [-10, 1.292083, -1.337121],
    [0, 1, -1.026657],
    [10, 0.773944, -0.789761],
    [21.27, 0.57981, -0.58862],
    [30, 0.57981, -0.58862], // above the bound: counts as 21.27
  ])('value %d: up %d, reverse %d', (value, up, reverse) => {
    const habit = makeTask('habit', { value });
    expect(forwardDelta(habit, 'up', false)).toBeCloseTo(up, 5);
    expect(forwardDelta(habit, 'down', true)).toBeCloseTo(-up, 5);
    expect(reverseDelta(habit)).toBeCloseTo(reverse, 5);
  });

  it('multiplies a to-do step by 1 + checked items, outside cron only', () => {
    const checklist = [
      { id: 'a', text: 'a', completed: true },
      { id: 'b', text: 'b', completed: true },
      { id: 'c', text: 'c', completed: false },
    ];
    const todo = makeTask('todo', { checklist });
    expect(forwardDelta(todo, 'up', false)).toBeCloseTo(3, 10);
    expect(forwardDelta(todo, 'down', true)).toBeCloseTo(-1, 10);
    expect(reverseDelta(todo)).toBeCloseTo(3 * -1.026657, 5);
  });

  it("softens a missed daily's step by its checked share, at cron only", () => {
    const checklist = [true, false, false, false].map((completed, i) => ({
      id: `${i}`,
      text: 'x',
      completed,
    }));
    const daily = makeTask('daily', { checklist });
    expect(forwardDelta(daily, 'down', true)).toBeCloseTo(-0.75, 10);
    expect(forwardDelta(daily, 'up', false)).toBeCloseTo(1, 10);
  });

  it.each([
    ['reward', 10, 0.773944, 10], // a reward's price never drifts
    ['habit', 10, 0.773944, 10.773944],
    ['todo', 0, -1.026657, -1.026657],
  ] as const)('a %s at %d moved by %d ends at %d', (type, value, delta, after) => {
    expect(valueAfterDelta(makeTask(type, { value }), delta)).toBeCloseTo(after, 6);
  });
});
