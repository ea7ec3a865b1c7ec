// Challenges and team-board tasks as the API sends them. Only the fields the screens read are
// required.
import type { Task } from './tasksTypes.ts';

export interface ChallengeCategory {
  slug: string;
  name?: string;
}

export interface ChallengeGroup {
  _id: string;
  name: string;
  type: string;
  privacy: string;
}

export interface Challenge {
  _id: string;
  id?: string;
  name: string;
  shortName: string;
  summary?: string;
  description?: string;
  /** Null once the leader's account is gone. */
  leader: { _id: string; id?: string; profile?: { name?: string } } | null;
  /** Null once the group is gone. */
  group: ChallengeGroup | null;
  memberCount: number;
  /** Gems. */
  prize: number;
  categories?: ChallengeCategory[];
  official?: boolean;
  tasksOrder?: Record<string, string[]>;
  flagCount?: number;
  createdAt?: string;
}

/** A member in GET /challenges/:id/members. */
export interface ChallengeMember {
  _id: string;
  id?: string;
  profile?: { name?: string };
  auth?: { local?: { username?: string } };
}

/** GET /challenges/:id/members/:memberId: the member with their copies of its tasks. */
export type MemberProgress = ChallengeMember & { tasks: Task[] };

/** Why a member's copy lost its challenge. */
export type BrokenReason =
  | 'CHALLENGE_DELETED'
  | 'TASK_DELETED'
  | 'UNSUBSCRIBED'
  | 'CHALLENGE_CLOSED'
  | 'CHALLENGE_TASK_NOT_FOUND';

/** A member's copy's `challenge`: the challenge, the original task, the tag's name. */
export interface ChallengeLink {
  id?: string;
  taskId?: string;
  shortName?: string;
  broken?: BrokenReason;
  /** The winner's display name when the challenge closed with one. */
  winner?: string;
}

export interface AssignmentDetail {
  assignedDate?: string;
  assignedUsername?: string;
  assigningUsername?: string;
  completed?: boolean;
  completedDate?: string;
}

/** A team-board task's `group`. */
export interface TeamLink {
  id?: string;
  assignedUsers?: string[];
  assignedUsersDetail?: Record<string, AssignmentDetail>;
  approval?: {
    required?: boolean;
    approved?: boolean;
    requested?: boolean;
    requestedDate?: string;
  };
  managerNotes?: string;
  completedBy?: { userId?: string; date?: string };
}

export const challengeLinkOf = (task: Task): ChallengeLink =>
  (task.challenge ?? {}) as ChallengeLink;

export const teamLinkOf = (task: Task): TeamLink => (task.group ?? {}) as TeamLink;
