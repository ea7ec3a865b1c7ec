// The quest text tables (issue 6: English text kept apart from the data, key by key).
import type { TextTable } from '../../contentText.ts';
import { campaignQuestStories } from './campaignQuestText.ts';
import { chainQuestStories } from './chainQuestText.ts';
import {
  potionQuestStories,
  seasonalQuestStories,
  timeTravelerQuestStories,
  worldQuestStories,
} from './otherQuestText.ts';
import { petQuestStories } from './petQuestText.ts';
import type { QuestStory } from './storyRow.ts';

export const questStories: readonly QuestStory[] = [
  ...chainQuestStories,
  ...campaignQuestStories,
  ...petQuestStories,
  ...potionQuestStories,
  ...seasonalQuestStories,
  ...timeTravelerQuestStories,
  ...worldQuestStories,
];

/** Quest title (text) and story (notes), by quest key. */
export const questText: TextTable = Object.fromEntries(
  questStories.map((story) => [story.key, { text: story.title, notes: story.notes }]),
);

/** The message shown when a quest is won, by quest key (the quest's `completion`). */
export const questCompletionText: TextTable = Object.fromEntries(
  questStories.map((story) => [story.key, { text: story.completion }]),
);

/** Boss names, by quest key. */
export const questBossText: TextTable = Object.fromEntries(
  questStories.flatMap((story) => (story.boss ? [[story.key, { text: story.boss }]] : [])),
);

/** The tavern message posted when a world boss falls, by quest key. */
export const questCompletionChatText: TextTable = {
  bewilder: {
    text: 'The illusions are gone! Thanks to everyone, a magical bee now waits in your stable.',
  },
  burnout: { text: 'The ember is out! Everyone who helped will find a phoenix in their stable.' },
  dysheartener: {
    text: 'The Heartsink is gone, and a hopeful hippogriff has joined every stable.',
  },
  stressbeast: { text: 'The beast is calm! A small mammoth has joined each of your stables.' },
};
