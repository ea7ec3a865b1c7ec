// Who runs a team board: the group's leader and managers edit, assign, approve and order its tasks;
// any member scores what is theirs to score.
import { NotAuthorized } from '../../errors.ts';

export interface BoardMember {
  isLeader: boolean;
  role: 'member' | 'manager' | undefined;
}

export function canManageBoard({ isLeader, role }: BoardMember): boolean {
  return isLeader || role === 'manager';
}

export function requireBoardManager(member: BoardMember): void {
  if (!canManageBoard(member)) throw new NotAuthorized('onlyGroupLeaderCanEditTasks');
}
