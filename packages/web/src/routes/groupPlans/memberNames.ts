// A plan member's name as the board shows it: from the members listing, else the name the
// assignment recorded, else the id.
import type { ChallengeMember } from '../../api/challengeTypes.ts';
import { teamLinkOf } from '../../api/challengeTypes.ts';
import type { Task } from '../../api/tasksTypes.ts';
import { memberNameOf } from '../challenges/challengeViewer.ts';

export function nameIn(members: ChallengeMember[], task: Task, userId: string): string {
  const member = members.find(({ _id }) => _id === userId);
  if (member) return memberNameOf(member);
  return teamLinkOf(task).assignedUsersDetail?.[userId]?.assignedUsername ?? userId;
}
