// Critical hits: 3% chance scaled by (1 + stat/100), multiplier 1.5 + 4·stat/(stat + 200). The
// random number comes from the caller (the server settles chance).

export const CRIT_CHANCE = 0.03;

export function critChance(stat: number, chance = CRIT_CHANCE): number {
  return chance * (1 + stat / 100);
}

export function critMultiplierFor(stat: number): number {
  return 1.5 + (4 * stat) / (stat + 200);
}

/** The multiplier of this roll: above 1 on a critical hit, exactly 1 otherwise. */
export function rollCrit(stat: number, random: () => number, chance = CRIT_CHANCE): number {
  return random() <= critChance(stat, chance) ? critMultiplierFor(stat) : 1;
}
