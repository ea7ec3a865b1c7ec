import { describe, expect, it } from 'vitest';
import type { TaskGroup, Todo } from '../../model/task.ts';
import { deepFreeze, makeTask } from '../../testing/factories.ts';
import { approvalGranted, approvalRequested, needsWork, pendingApprovals } from './approvals.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const LATER = new Date('2026-11-27T11:00:00.000Z');

function task(group: Partial<TaskGroup> = {}): Todo {
  return deepFreeze(
    makeTask('todo', {
      userId: '',
      group: {
        id: 'g',
        assignedUsers: ['ann', 'ben'],
        assignedUsersDetail: { ann: { completed: false }, ben: { completed: false } },
        approval: { required: true, approved: false, requested: false },
        ...group,
      },
    }),
  );
}

describe('team task approval, per member', () => {
  it('records a request per member and lists pending ones oldest first', () => {
    const requested = approvalRequested(approvalRequested(task(), 'ben', NOW), 'ann', LATER);
    expect(requested.group.approvals!.ann).toEqual({
      requested: true,
      requestedDate: LATER.toISOString(),
      approved: false,
    });
    expect(pendingApprovals(requested).map((entry) => entry.userId)).toEqual(['ben', 'ann']);
  });

  it('approves once: a second approval is canOnlyApproveTaskOnce', () => {
    const requested = approvalRequested(task(), 'ann', NOW);
    const approved = approvalGranted(requested, { userId: 'ann', approverId: 'mia', now: LATER });
    expect(approved.group.approvals!.ann).toEqual({
      requested: true,
      requestedDate: NOW.toISOString(),
      approved: true,
      dateApproved: LATER.toISOString(),
      approvingUser: 'mia',
    });
    expect(pendingApprovals(approved)).toEqual([]);
    expect(() =>
      approvalGranted(approved, { userId: 'ann', approverId: 'mia', now: LATER }),
    ).toThrow(expect.objectContaining({ key: 'canOnlyApproveTaskOnce', status: 401 }));
    const completed = task({
      assignedUsersDetail: { ann: { completed: true }, ben: { completed: false } },
    });
    expect(() =>
      approvalGranted(completed, { userId: 'ann', approverId: 'mia', now: LATER }),
    ).toThrow(expect.objectContaining({ key: 'canOnlyApproveTaskOnce' }));
  });

  it('"needs work" returns a pending request, undoes a completion, and refuses otherwise', () => {
    const returned = needsWork(approvalRequested(task(), 'ann', NOW), 'ann');
    expect(returned.kind).toBe('requestReturned');
    expect(returned.kind === 'requestReturned' && returned.task.group.approvals).toEqual({});
    const completed = task({
      assignedUsersDetail: { ann: { completed: true }, ben: { completed: false } },
    });
    expect(needsWork(completed, 'ann')).toEqual({ kind: 'completionUndone' });
    expect(() => needsWork(completed, 'ben')).toThrow(
      expect.objectContaining({ key: 'taskNotCompletedByUser', status: 400 }),
    );
    const unassigned = deepFreeze(
      makeTask('todo', {
        userId: '',
        completed: true,
        group: { id: 'g', completedBy: { userId: 'ann', date: NOW.toISOString() } },
      }),
    );
    expect(needsWork(unassigned, 'ann')).toEqual({ kind: 'completionUndone' });
    expect(() => needsWork(unassigned, 'ben')).toThrow(
      expect.objectContaining({ key: 'taskNotCompletedByUser' }),
    );
  });
});
