// One-time quest scrolls for reaching a level (game-rules.md §5.4 step 5, seed 001 §4 "Unlocks").

export const LEVEL_DROPS: readonly { level: number; quest: string }[] = [
  { level: 15, quest: 'atom1' },
  { level: 30, quest: 'vice1' },
  { level: 40, quest: 'goldenknight1' },
  { level: 60, quest: 'moonstone1' },
];

export const REBIRTH_LEVEL = 50;
