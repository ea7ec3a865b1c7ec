// The families about the player rather than items: `classes`, `gearTypes`, `userDefaults` (a new
// player's tasks and tags), `achievements` with their titles, and `faq`.
import {
  defaultTagNames,
  defaultTasksIn,
  GEAR_SLOTS,
  PLAYER_CLASSES,
  type DefaultTask,
  type FaqPlatform,
  type LocalizedCatalogue,
} from '@questlog/core';
import { present } from './keyed.ts';

export interface ContentUserDefaults {
  habits: DefaultTask[];
  dailys: DefaultTask[];
  todos: DefaultTask[];
  rewards: DefaultTask[];
  tags: { name: string }[];
}

export interface ContentAchievement {
  key: string;
  icon: string;
  title: string;
  text: string;
  /** Counted achievements: the line for one and for several (`{count}` is the number). */
  singularText?: string;
  pluralText?: string;
}

export interface ContentFaq {
  questions: { heading: string; question: string; web: string; exclusions: FaqPlatform[] }[];
}

/** A new player's tasks in the catalogue's language (their words are the starter tasks'). */
export function presentUserDefaults(catalogue: LocalizedCatalogue): ContentUserDefaults {
  const tasks = defaultTasksIn(catalogue.starterTasks);
  const ofType = (type: DefaultTask['type']) => tasks.filter((task) => task.type === type);
  return {
    habits: ofType('habit'),
    dailys: [],
    todos: ofType('todo'),
    rewards: ofType('reward'),
    tags: defaultTagNames.map((name) => ({ name })),
  };
}

export function presentAchievements(
  catalogue: LocalizedCatalogue,
): Record<string, ContentAchievement> {
  return Object.fromEntries(
    Object.values(catalogue.achievements).map((achievement) => [
      achievement.key,
      {
        key: achievement.key,
        icon: achievement.icon,
        title: achievement.text,
        text: achievement.notes ?? '',
        ...present('singularText', achievement.texts?.singular?.text),
        ...present('pluralText', achievement.texts?.plural?.text),
      },
    ]),
  );
}

export function presentFaq(catalogue: LocalizedCatalogue): ContentFaq {
  return {
    questions: Object.values(catalogue.faq).map((entry) => ({
      heading: entry.key,
      question: entry.text,
      web: entry.notes ?? '',
      exclusions: [...entry.excludedPlatforms],
    })),
  };
}

export const classes: readonly string[] = PLAYER_CLASSES;
export const gearTypes: readonly string[] = GEAR_SLOTS;
