// Every quest key the stable's catalogue refers to, so the quest catalogue can be checked against it.
import { EGG_QUEST_KEYS } from './eggs.ts';
import { POTION_QUEST_KEYS } from './hatchingPotions.ts';

export const STABLE_QUEST_KEYS: readonly string[] = [
  ...new Set([...EGG_QUEST_KEYS, ...POTION_QUEST_KEYS]),
];
