import { describe, expect, it } from 'vitest';
import { deepFreeze, makeTask } from '../../testing/factories.ts';
import { assignedTask, unassignedTask } from './assignments.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('assigning team tasks', () => {
  const board = deepFreeze(makeTask('todo', { userId: '', group: { id: 'g' } }));

  it('adds each new assignee once with their details', () => {
    const { task, newlyAssigned } = assignedTask(
      board,
      [
        { id: 'ann', username: 'Ann' },
        { id: 'ann', username: 'Ann' },
        { id: 'ben', username: 'Ben' },
      ],
      { assigningUsername: 'Mia', now: NOW },
    );
    expect(newlyAssigned).toEqual(['ann', 'ben']);
    expect(task.group.assignedUsers).toEqual(['ann', 'ben']);
    expect(task.group.assignedUsersDetail!.ben).toEqual({
      assignedDate: NOW.toISOString(),
      assignedUsername: 'Ben',
      assigningUsername: 'Mia',
      completed: false,
    });
    const again = assignedTask(task, [{ id: 'ann', username: 'Ann' }], {
      assigningUsername: 'Mia',
      now: NOW,
    });
    expect(again.newlyAssigned).toEqual([]);
  });

  it("refuses a player's own task: onlyGroupTasksCanBeAssigned", () => {
    expect(() =>
      assignedTask(makeTask('todo'), [{ id: 'ann', username: 'Ann' }], {
        assigningUsername: 'Mia',
        now: NOW,
      }),
    ).toThrow(expect.objectContaining({ key: 'onlyGroupTasksCanBeAssigned', status: 401 }));
  });

  it('unassigning the one who had not finished completes a task the others all finished', () => {
    const { task } = assignedTask(
      board,
      [
        { id: 'ann', username: 'Ann' },
        { id: 'ben', username: 'Ben' },
      ],
      { assigningUsername: 'Mia', now: NOW },
    );
    const annDone = {
      ...task,
      group: {
        ...task.group,
        assignedUsersDetail: { ...task.group.assignedUsersDetail, ann: { completed: true } },
      },
    };
    const after = unassignedTask(annDone, 'ben', NOW);
    expect(after.group.assignedUsers).toEqual(['ann']);
    expect(after.group.assignedUsersDetail).not.toHaveProperty('ben');
    expect(after.type === 'todo' && after.completed).toBe(true);
  });
});
