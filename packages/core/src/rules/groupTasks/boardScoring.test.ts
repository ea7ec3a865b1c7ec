import { describe, expect, it } from 'vitest';
import type { Daily, Task, TaskGroup, Todo } from '../../model/task.ts';
import { deepFreeze, makeTask } from '../../testing/factories.ts';
import { boardTaskAsSeenBy, completersOf, hasCompleted } from './boardTask.ts';
import { boardTaskAfterScore, planBoardScore } from './boardScoring.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const ANN = 'ann';
const BEN = 'ben';
const MANAGER = { userId: 'mia', canManage: true };

function boardTodo(group: Partial<TaskGroup> = {}, fields: Partial<Todo> = {}): Todo {
  return deepFreeze(makeTask('todo', { userId: '', group: { id: 'g', ...group }, ...fields }));
}
function boardDaily(group: Partial<TaskGroup> = {}, fields: Partial<Daily> = {}): Daily {
  return deepFreeze(makeTask('daily', { userId: '', group: { id: 'g', ...group }, ...fields }));
}
const assignedTo = (...ids: string[]) => ({
  assignedUsers: ids,
  assignedUsersDetail: Object.fromEntries(ids.map((id) => [id, { completed: false }])),
});
/** What scoreTask does to the completion of the task a member saw. */
function scoredAs(task: Task, userId: string, direction: 'up' | 'down'): Task {
  const seen = boardTaskAsSeenBy(task, userId);
  return {
    ...seen,
    value: seen.value + (direction === 'up' ? 1 : -1),
    completed: direction === 'up',
  } as Task;
}
function score(task: Task, userId: string, direction: 'up' | 'down' = 'up'): Task {
  return boardTaskAfterScore(task, scoredAs(task, userId, direction), {
    playerId: userId,
    direction,
    now: NOW,
  });
}

describe('who scores a team-board task', () => {
  it('lets any member complete an unassigned task, for themselves', () => {
    expect(planBoardScore(boardTodo(), { userId: ANN, canManage: false }, 'up')).toEqual({
      kind: 'score',
      playerId: ANN,
    });
  });

  it('refuses a member the task is not assigned to', () => {
    const task = boardTodo(assignedTo(BEN));
    expect(() => planBoardScore(task, { userId: ANN, canManage: false }, 'up')).toThrow(
      expect.objectContaining({ key: 'taskNotAssignedToYou', status: 401 }),
    );
    expect(() => planBoardScore(task, MANAGER, 'up')).toThrow(
      expect.objectContaining({ key: 'taskNotAssignedToYou' }),
    );
  });

  it('refuses completing again what the member already completed: sessionOutdated', () => {
    const done = score(boardTodo(assignedTo(ANN, BEN)), ANN);
    expect(() => planBoardScore(done, { userId: ANN, canManage: false }, 'up')).toThrow(
      expect.objectContaining({ key: 'sessionOutdated' }),
    );
    // Ben has not: he may.
    expect(planBoardScore(done, { userId: BEN, canManage: false }, 'up')).toEqual({
      kind: 'score',
      playerId: BEN,
    });
    const unassignedDone = score(boardTodo(), ANN);
    expect(() => planBoardScore(unassignedDone, { userId: BEN, canManage: false }, 'up')).toThrow(
      expect.objectContaining({ key: 'sessionOutdated' }),
    );
  });

  it('lets the completer, an assignee or a manager uncheck, taking it back from the one who had it', () => {
    const unassignedDone = score(boardTodo(), ANN);
    expect(planBoardScore(unassignedDone, MANAGER, 'down')).toEqual({
      kind: 'score',
      playerId: ANN,
    });
    expect(planBoardScore(unassignedDone, { userId: ANN, canManage: false }, 'down')).toEqual({
      kind: 'score',
      playerId: ANN,
    });
    expect(() => planBoardScore(unassignedDone, { userId: BEN, canManage: false }, 'down')).toThrow(
      expect.objectContaining({ key: 'onlyGroupLeaderCanEditTasks', status: 401 }),
    );
    const single = score(boardTodo(assignedTo(BEN)), BEN);
    expect(planBoardScore(single, MANAGER, 'down')).toEqual({ kind: 'score', playerId: BEN });
    const several = score(boardTodo(assignedTo(ANN, BEN)), BEN);
    expect(() => planBoardScore(several, MANAGER, 'down')).toThrow(
      expect.objectContaining({ key: 'taskHasSeveralAssignees', status: 400 }),
    );
    expect(() => planBoardScore(several, { userId: ANN, canManage: false }, 'down')).toThrow(
      expect.objectContaining({ key: 'sessionOutdated' }),
    );
  });

  it('asks for approval first when the task requires it, once', () => {
    const task = boardTodo({
      ...assignedTo(ANN),
      approval: { required: true, approved: false, requested: false },
    });
    const ann = { userId: ANN, canManage: false };
    expect(planBoardScore(task, ann, 'up')).toEqual({ kind: 'requestApproval' });
    const requested = {
      ...task,
      group: { ...task.group, approvals: { [ANN]: { requested: true, approved: false } } },
    };
    expect(planBoardScore(requested, ann, 'up')).toEqual({ kind: 'approvalPending' });
    const approved = {
      ...task,
      group: { ...task.group, approvals: { [ANN]: { requested: true, approved: true } } },
    };
    expect(planBoardScore(approved, ann, 'up')).toEqual({ kind: 'score', playerId: ANN });
  });
});

describe('completing a team-board task', () => {
  it('an unassigned task is completed for everybody, with completedBy; unchecking clears it', () => {
    const done = score(boardTodo(), ANN) as Todo;
    expect(done.completed).toBe(true);
    expect(done.group.completedBy).toEqual({ userId: ANN, date: NOW.toISOString() });
    expect(completersOf(done)).toEqual([ANN]);
    const undone = score(done, ANN, 'down') as Todo;
    expect(undone.completed).toBe(false);
    expect(undone.group.completedBy).toBeUndefined();
  });

  it('an assigned task completes when every assignee has, and reopens when one unchecks', () => {
    const task = boardTodo(assignedTo(ANN, BEN));
    const annDone = score(task, ANN) as Todo;
    expect(annDone.completed).toBe(false);
    expect(hasCompleted(annDone, ANN)).toBe(true);
    expect(annDone.group.assignedUsersDetail![ANN]).toMatchObject({
      completed: true,
      completedDate: NOW.toISOString(),
    });
    expect(annDone.value).toBe(task.value + 1);
    const bothDone = score(annDone, BEN) as Todo;
    expect(bothDone.completed).toBe(true);
    expect(bothDone.dateCompleted).toBe(NOW.toISOString());
    expect(completersOf(bothDone)).toEqual([ANN, BEN]);
    const reopened = score(bothDone, BEN, 'down') as Todo;
    expect(reopened.completed).toBe(false);
    expect(reopened.dateCompleted).toBeNull();
    expect(hasCompleted(reopened, ANN)).toBe(true);
  });

  it("an assigned daily's streak grows once, when the last assignee completes it", () => {
    const task = boardDaily({ ...assignedTo(ANN, BEN) }, { streak: 4 });
    const annDone = score(task, ANN) as Daily;
    expect(annDone.streak).toBe(4);
    const bothDone = score(annDone, BEN) as Daily;
    expect(bothDone).toMatchObject({ completed: true, streak: 5 });
    expect(score(bothDone, ANN, 'down')).toMatchObject({ completed: false, streak: 4 });
  });

  it("spends the member's approval when their completion goes through", () => {
    const task = boardTodo({
      ...assignedTo(ANN),
      approval: { required: true, approved: false, requested: false },
      approvals: { [ANN]: { requested: true, approved: true } },
    });
    const done = score(task, ANN);
    expect(done.group.approvals).toEqual({});
    expect(done.type === 'todo' && done.completed).toBe(true);
  });
});
