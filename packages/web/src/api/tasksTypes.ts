// The task and tag shapes of the API (reference/api.md §6.2, §4.5). When core's typed Task lands
// (model/task.ts) these follow it; until then they describe what the server sends.
import type { User } from './types.ts';

export const taskTypes = ['habit', 'daily', 'todo', 'reward'] as const;
export type TaskType = (typeof taskTypes)[number];
export type Direction = 'up' | 'down';
export type Attribute = 'str' | 'int' | 'per' | 'con';
export type Frequency = 'daily' | 'weekly' | 'monthly' | 'yearly';
export const weekDays = ['su', 'm', 't', 'w', 'th', 'f', 's'] as const;
export type WeekDay = (typeof weekDays)[number];

export interface ChecklistItem {
  id: string;
  text: string;
  completed: boolean;
}

export interface Task {
  _id: string;
  id?: string;
  type: TaskType;
  text: string;
  notes?: string;
  value: number;
  priority?: number;
  attribute?: Attribute;
  tags?: string[];
  up?: boolean;
  down?: boolean;
  completed?: boolean;
  isDue?: boolean;
  date?: string | null;
  checklist?: ChecklistItem[];
  collapseChecklist?: boolean;
  startDate?: string;
  everyX?: number;
  frequency?: Frequency;
  repeat?: Partial<Record<WeekDay, boolean>>;
  nextDue?: string[];
  daysOfMonth?: number[];
  weeksOfMonth?: number[];
  /** Offered in the "record yesterday's activity" dialog (default true). */
  yesterDaily?: boolean;
  streak?: number;
  challenge?: { id?: string; broken?: string };
  group?: {
    id?: string;
    assignedUsers?: string[];
    assignedUsersDetail?: Record<string, { completed?: boolean }>;
    approval?: { required?: boolean; approved?: boolean; requested?: boolean };
  };
  history?: unknown[];
}

export interface Tag {
  id: string;
  name: string;
}

export interface Stats {
  hp: number;
  mp: number;
  exp: number;
  gp: number;
  lvl: number;
  int?: number;
  str?: number;
  con?: number;
  per?: number;
  points?: number;
  maxHealth?: number;
  maxMP?: number;
  toNextLevel?: number;
  buffs?: Record<string, number | boolean | undefined>;
  [field: string]: unknown;
}

/** The part of the user the tasks screen reads; the session store holds the whole answer. */
export type Player = User & {
  stats?: Stats;
  balance?: number;
  tags?: Tag[];
  tasksOrder?: Partial<Record<'habits' | 'dailys' | 'todos' | 'rewards', string[]>>;
};

/** reference/api.md §6.4: the score answer is flat, the stats beside delta and _tmp. */
/** core's ScoreNotice: a change to show, its size always ≥ 0 (crit: multiplier; lvl: level). */
export interface ScoreNotice {
  type: 'hp' | 'mp' | 'xp' | 'gp' | 'streak' | 'crit' | 'lvl' | 'damage';
  value: number;
  sign: '+' | '-';
}

export interface ScoreTmp {
  /** What core's scoreTask says to show (the server adds them to _tmp). */
  notices?: ScoreNotice[];
  crit?: number;
  streakBonus?: number;
  leveledUp?: unknown;
  drop?: { dialog?: string; key?: string; type?: string };
  quest?: { progressDelta?: number; collection?: number };
  [field: string]: unknown;
}

export type ScoreAnswer = Stats & { delta: number; _tmp?: ScoreTmp };

export type NewTask = Pick<Task, 'type' | 'text'> & Partial<Task>;
