// Level drops: reaching the level grants the scroll once.
export interface QuestLevelDrop {
  lvl: number;
  questKey: string;
}

export const questLevelDrops: readonly QuestLevelDrop[] = [
  { lvl: 15, questKey: 'atom1' },
  { lvl: 30, questKey: 'vice1' },
  { lvl: 40, questKey: 'goldenknight1' },
  { lvl: 60, questKey: 'moonstone1' },
];
