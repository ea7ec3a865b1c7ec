import { describe, expect, it } from 'vitest';
import { TEST_USER_ID, makeTask } from '../../testing/factories.ts';
import { areTaskControlsDisabled, taskControlsDisabledReason } from './taskControls.ts';

describe('task controls', () => {
  it.each([
    ['an open habit', makeTask('habit'), null],
    ['a completed to-do', makeTask('todo', { completed: true }), 'completed'],
    ['a completed daily', makeTask('daily', { completed: true }), 'completed'],
    ['a daily not due today', makeTask('daily', { isDue: false }), 'notDue'],
    ['a due daily', makeTask('daily', { isDue: true }), null],
    [
      'a group task whose assignment the user completed',
      makeTask('todo', {
        group: {
          id: 'g',
          assignedUsers: [TEST_USER_ID],
          assignedUsersDetail: { [TEST_USER_ID]: { completed: true } },
        },
      }),
      'assignmentCompleted',
    ],
    [
      "the challenge's own task",
      makeTask('habit', { userId: '', challenge: { id: 'c', taskId: 't' } }),
      'challengeTask',
    ],
    [
      "the player's copy of a challenge task",
      makeTask('habit', { challenge: { id: 'c', taskId: 't' } }),
      null,
    ],
    [
      'a board task assigned to nobody',
      makeTask('todo', { userId: '', group: { id: 'g', assignedUsers: [] } }),
      null,
    ],
    [
      'a group task assigned to someone else',
      makeTask('todo', { userId: '', group: { id: 'g', assignedUsers: ['other'] } }),
      'notAssigned',
    ],
    [
      'a group task assigned to the user',
      makeTask('todo', { userId: '', group: { id: 'g', assignedUsers: [TEST_USER_ID] } }),
      null,
    ],
  ] as const)('%s → %s', (_name, task, reason) => {
    expect(taskControlsDisabledReason(task, TEST_USER_ID)).toBe(reason);
    expect(areTaskControlsDisabled(task, TEST_USER_ID)).toBe(reason !== null);
  });

  it.each([
    [0, 'fainted'],
    [-1, 'fainted'],
    [0.1, null],
  ] as const)('a player with hp %d → %s', (hp, reason) => {
    const task = makeTask('habit');
    expect(taskControlsDisabledReason(task, TEST_USER_ID, { hp })).toBe(reason);
    expect(areTaskControlsDisabled(task, TEST_USER_ID, { hp })).toBe(reason !== null);
  });
});
