import { describe, expect, it } from 'vitest';
import {
  addToOrder,
  isInTasksOrder,
  movedInList,
  moveInOrder,
  orderAfterScore,
  removeFromOrder,
  sortByOrder,
} from './tasksOrder.ts';

describe('movedInList (POST /tasks/:id/move/to/:position)', () => {
  it.each([
    [0, ['c', 'a', 'b', 'd']],
    [1, ['a', 'c', 'b', 'd']],
    [3, ['a', 'b', 'd', 'c']],
    [-1, ['a', 'b', 'd', 'c']],
    [99, ['a', 'b', 'd', 'c']],
    [-5, ['c', 'a', 'b', 'd']],
  ])('moves c to %d', (position, expected) => {
    expect(movedInList(['a', 'b', 'c', 'd'], 'c', position)).toEqual(expected);
  });

  it('adds an id the list did not hold', () => {
    expect(movedInList(['a'], 'z', 0)).toEqual(['z', 'a']);
  });
});

describe('the tasks order', () => {
  const order = { habits: ['h1'], todos: ['t1', 't2', 't3'] };

  it('moves within the type list only', () => {
    expect(moveInOrder(order, 'todo', 't1', -1)).toEqual({
      habits: ['h1'],
      todos: ['t2', 't3', 't1'],
    });
    expect(order.todos).toEqual(['t1', 't2', 't3']);
  });

  it('puts new tasks on top of their list, the last given on top', () => {
    const added = addToOrder(order, [
      { id: 'd1', type: 'daily' },
      { id: 't4', type: 'todo' },
      { id: 't5', type: 'todo' },
    ]);
    expect(added).toMatchObject({ dailys: ['d1'], todos: ['t5', 't4', 't1', 't2', 't3'] });
  });

  it('removes a deleted task', () => {
    expect(removeFromOrder(order, { id: 't2', type: 'todo' }).todos).toEqual(['t1', 't3']);
  });

  it('keeps completed to-dos out of the lists, and nothing else', () => {
    expect(isInTasksOrder({ type: 'todo', completed: true })).toBe(false);
    expect(isInTasksOrder({ type: 'todo', completed: false })).toBe(true);
    expect(isInTasksOrder({ type: 'daily', completed: true })).toBe(true);
  });

  it('takes a completed to-do out and puts a reopened one on top', () => {
    const open = { id: 't2', type: 'todo' as const, completed: false };
    const done = { ...open, completed: true };
    expect(orderAfterScore(order, open, done).todos).toEqual(['t1', 't3']);
    expect(orderAfterScore({ todos: ['t1', 't3'] }, done, open).todos).toEqual(['t2', 't1', 't3']);
    expect(orderAfterScore(order, open, open)).toBe(order);
    const habit = { id: 'h1', type: 'habit' as const };
    expect(orderAfterScore(order, habit, habit)).toBe(order);
  });

  it('sorts by type, then by the lists, unlisted tasks last in their given order', () => {
    const tasks = [
      { id: 'r1', type: 'reward' as const },
      { id: 'x', type: 'todo' as const },
      { id: 't3', type: 'todo' as const },
      { id: 't1', type: 'todo' as const },
      { id: 'h1', type: 'habit' as const },
    ];
    expect(sortByOrder(tasks, order).map((task) => task.id)).toEqual(['h1', 't1', 't3', 'x', 'r1']);
  });
});
