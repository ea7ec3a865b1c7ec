// The task and tag shapes of the API: the shared contract's (@questlog/core/api), named as the
// web's screens use them.
import type {
  ApiChecklistItem,
  ApiScoreAnswer,
  ApiScoreNotice,
  ApiScoreTmp,
  ApiTag,
  ApiTask,
} from '@questlog/core/api';
import type { Stats, User } from './types.ts';

export const taskTypes = ['habit', 'daily', 'todo', 'reward'] as const;
export type TaskType = (typeof taskTypes)[number];
export type Direction = 'up' | 'down';
export type Attribute = 'str' | 'int' | 'per' | 'con';
export type Frequency = 'daily' | 'weekly' | 'monthly' | 'yearly';
export const weekDays = ['su', 'm', 't', 'w', 'th', 'f', 's'] as const;
export type WeekDay = (typeof weekDays)[number];

export type ChecklistItem = ApiChecklistItem;

/** A task as the API sends it (core/api's TaskSchema). */
export type Task = ApiTask;
export type Tag = ApiTag;
export type { Stats };

/** The part of the user the tasks screen reads; the session store holds the whole answer. */
export type Player = User;

/** core's ScoreNotice: a change to show, its size always ≥ 0 (crit: multiplier; lvl: level). */
export type ScoreNotice = ApiScoreNotice;
export type ScoreTmp = ApiScoreTmp;
/** The score answer is flat, the stats beside delta and _tmp. */
export type ScoreAnswer = ApiScoreAnswer;

export type NewTask = Pick<Task, 'type' | 'text'> & Partial<Task>;
