// The task model. One discriminated union over `type`; dates the API sends as text are ISO strings,
// history dates are epoch milliseconds.

export const TASK_TYPES = ['habit', 'daily', 'todo', 'reward'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Difficulty multipliers: trivial, easy, medium, hard. */
export const TASK_PRIORITIES = [0.1, 1, 1.5, 2] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const ATTRIBUTES = ['str', 'int', 'per', 'con'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const HABIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

export const DAILY_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type DailyFrequency = (typeof DAILY_FREQUENCIES)[number];

export const WEEKDAYS = ['su', 'm', 't', 'w', 'th', 'f', 's'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeekdayRepeat = Record<Weekday, boolean>;

export interface ChecklistItem {
  id: string;
  text: string;
  completed: boolean;
}

/** Set on a user's copy of a challenge task; `broken` names why the link broke. */
export interface TaskChallenge {
  id?: string;
  taskId?: string;
  shortName?: string;
  broken?: string;
}

export interface TaskAssignment {
  completed: boolean;
  completedDate?: string;
  assignedDate?: string;
  assignedUsername?: string;
  assigningUsername?: string;
}

/** One member's approval of a team-board task that requires it (kept per member). */
export interface TaskApproval {
  requested: boolean;
  requestedDate?: string;
  approved: boolean;
  dateApproved?: string;
  approvingUser?: string;
}

/** Set on group (team) tasks and on a member's copy of one. */
export interface TaskGroup {
  id?: string;
  taskId?: string;
  assignedUsers?: string[];
  /** Per assigned user id: whether that user completed their assignment. */
  assignedUsersDetail?: Record<string, TaskAssignment>;
  approval?: { required: boolean; approved: boolean; requested: boolean };
  /** A team-board task's approvals by member id (the board task is shared, so each has theirs). */
  approvals?: Record<string, TaskApproval>;
  completedBy?: { userId: string; date: string };
  managerNotes?: string;
}

interface TaskBase {
  id: string;
  /** The owner; absent on a task no player owns (a challenge's own task, a team-board task). */
  userId?: string;
  text: string;
  notes: string;
  alias?: string;
  tags: string[];
  /** "Redness" for habits, dailies and to-dos; the gold cost for rewards. */
  value: number;
  priority: TaskPriority;
  attribute: Attribute;
  challenge: TaskChallenge;
  group: TaskGroup;
  byHabitica: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface HabitHistoryEntry {
  date: number;
  value: number;
  scoredUp: number;
  scoredDown: number;
}

export interface DailyHistoryEntry {
  date: number;
  value: number;
  isDue?: boolean;
  completed?: boolean;
}

export interface Habit extends TaskBase {
  type: 'habit';
  up: boolean;
  down: boolean;
  counterUp: number;
  counterDown: number;
  /** When the counters reset; scoring does not depend on it. */
  frequency: HabitFrequency;
  history: HabitHistoryEntry[];
}

export interface Daily extends TaskBase {
  type: 'daily';
  completed: boolean;
  checklist: ChecklistItem[];
  collapseChecklist: boolean;
  streak: number;
  repeat: WeekdayRepeat;
  everyX: number;
  frequency: DailyFrequency;
  startDate: string;
  daysOfMonth: number[];
  weeksOfMonth: number[];
  isDue: boolean;
  nextDue: string[];
  yesterDaily: boolean;
  history: DailyHistoryEntry[];
  /** The one game date ('YYYY-MM-DD') the player skipped this daily for (issue 30), if any. */
  skippedDate?: string | null;
  /** An RFC 5545 schedule (DTSTART + RRULE); when set it decides when the daily is due. */
  rrule?: string | null;
  /** "N times a week, any days" (1–7): due every day of a week until done N times that week. */
  timesPerWeek?: number | null;
}

export interface Todo extends TaskBase {
  type: 'todo';
  completed: boolean;
  checklist: ChecklistItem[];
  collapseChecklist: boolean;
  /** The due date, informational only. */
  date?: string | null;
  dateCompleted?: string | null;
  /** Comes back, uncompleted, this many days after completion (1–365), if set. */
  returnsAfterDays?: number | null;
}

export interface Reward extends TaskBase {
  type: 'reward';
}

export type Task = Habit | Daily | Todo | Reward;
export type TaskOfType<T extends TaskType> = Extract<Task, { type: T }>;
/** Tasks that carry a checklist. */
export type ChecklistTask = Daily | Todo;

export function hasChecklist(task: Task): task is ChecklistTask {
  return task.type === 'daily' || task.type === 'todo';
}
