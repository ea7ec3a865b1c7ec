// One-time quest scrolls for reaching a level, and the level that unlocks the Orb of Rebirth.

export const LEVEL_DROPS: readonly { level: number; quest: string }[] = [
  { level: 15, quest: 'atom1' },
  { level: 30, quest: 'vice1' },
  { level: 40, quest: 'goldenknight1' },
  { level: 60, quest: 'moonstone1' },
];

export const REBIRTH_LEVEL = 50;
