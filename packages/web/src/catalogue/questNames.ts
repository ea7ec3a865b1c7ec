// A quest's words in the interface's language: its title, its boss, what it has the party find
// and its closing words. The quest tables only, not the whole catalogue.
import { questBossText, questCollectText, questCompletionText, questText } from '@questlog/core';
import { catalogueName } from './catalogueText.ts';

export const questName = (key: string): string => catalogueName('quests', questText, key) ?? key;

/** The boss's name, else the quest's title (a quest of finding things has no boss). */
export const bossName = (key: string): string =>
  catalogueName('quests.boss', questBossText, key) ?? questName(key);

/** The boss's name only when the quest has a boss. */
export const bossNameOnly = (key: string): string | undefined =>
  catalogueName('quests.boss', questBossText, key);

export const collectibleName = (key: string): string =>
  catalogueName('questCollectibles', questCollectText, key) ?? key;

export const questCompletion = (key: string): string | undefined =>
  catalogueName('quests.completion', questCompletionText, key);
