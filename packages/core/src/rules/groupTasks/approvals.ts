// Approval of team-board tasks that require it (kept per member because the board task is shared):
// a member's completion asks the managers; a manager approves once, after which the member's
// completion goes through; "needs work" sends a request back.
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { Task, TaskApproval } from '../../model/task.ts';
import { completersOf } from './boardTask.ts';

function withApproval(task: Task, userId: string, approval: TaskApproval | undefined): Task {
  const { [userId]: _old, ...others } = task.group.approvals ?? {};
  const approvals = approval ? { ...others, [userId]: approval } : others;
  return { ...task, group: { ...task.group, approvals } };
}

/** The member's completion waits for a manager from now on. */
export function approvalRequested(task: Task, userId: string, now: Date): Task {
  return withApproval(task, userId, {
    requested: true,
    requestedDate: now.toISOString(),
    approved: false,
  });
}

/** A manager approves the member's completion; twice (or after it was completed) is refused. */
export function approvalGranted(
  task: Task,
  { userId, approverId, now }: { userId: string; approverId: string; now: Date },
): Task {
  const current = task.group.approvals?.[userId];
  if (current?.approved || completersOf(task).includes(userId)) {
    throw new NotAuthorized('canOnlyApproveTaskOnce');
  }
  return withApproval(task, userId, {
    requested: current?.requested ?? false,
    ...(current?.requestedDate ? { requestedDate: current.requestedDate } : {}),
    approved: true,
    dateApproved: now.toISOString(),
    approvingUser: approverId,
  });
}

export type NeedsWork =
  /** A pending request goes back to the member (nothing was scored yet). */
  | { kind: 'requestReturned'; task: Task }
  /** The member's completion is taken back: score the task down on their behalf. */
  | { kind: 'completionUndone' };

/** "Needs work" for a member (newest: dailies and to-dos the member completed). */
export function needsWork(task: Task, userId: string): NeedsWork {
  const approval = task.group.approvals?.[userId];
  if (approval?.requested && !approval.approved) {
    return { kind: 'requestReturned', task: withApproval(task, userId, undefined) };
  }
  // The member's own completion: an unassigned task completed by someone else is not theirs.
  if (completersOf(task).includes(userId)) {
    return { kind: 'completionUndone' };
  }
  throw new BadRequest('taskNotCompletedByUser');
}

/** The members whose approval requests are pending, oldest first. */
export function pendingApprovals(task: Task): { userId: string; approval: TaskApproval }[] {
  return Object.entries(task.group.approvals ?? {})
    .filter(([, approval]) => approval.requested && !approval.approved)
    .map(([userId, approval]) => ({ userId, approval }))
    .sort((a, b) => (a.approval.requestedDate ?? '').localeCompare(b.approval.requestedDate ?? ''));
}
