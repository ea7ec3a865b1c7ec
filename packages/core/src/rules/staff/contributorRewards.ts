// What raising a contributor's level grants: for each tier gained, that tier's gems; the
// contributor gear of every tier reached; from level 6 the Dragon-Hydra pet. Levels 8 (moderator)
// and 9 (staff) carry no gems.

export const CONTRIBUTOR_GEMS_PER_TIER: Readonly<Record<number, number>> = {
  1: 10,
  2: 20,
  3: 30,
  4: 40,
  5: 50,
  6: 60,
  7: 70,
  8: 0,
  9: 0,
};

/** The contributor gear each tier unlocks. */
export const CONTRIBUTOR_GEAR_BY_TIER: Readonly<Record<number, string>> = {
  2: 'armor_special_1',
  3: 'head_special_1',
  4: 'weapon_special_1',
  5: 'shield_special_1',
};

export const CONTRIBUTOR_PET_LEVEL = 6;
export const CONTRIBUTOR_PET = 'Dragon-Hydra';
export const MAX_CONTRIBUTOR_LEVEL = 9;

export interface ContributorRewards {
  /** Whole gems, with the tier each came from (one ledger entry per tier). */
  gemsByTier: { tier: number; gems: number }[];
  /** Gear keys of the tiers now reached (owned already or not). */
  gear: string[];
  hasPet: boolean;
}

/** The rewards of a level change; none when the level does not rise. */
export function contributorRewards(oldLevel: number, newLevel: number): ContributorRewards {
  const gemsByTier: ContributorRewards['gemsByTier'] = [];
  for (let tier = Math.max(0, oldLevel) + 1; tier <= newLevel; tier += 1) {
    gemsByTier.push({ tier, gems: CONTRIBUTOR_GEMS_PER_TIER[tier] ?? 0 });
  }
  if (newLevel <= oldLevel) return { gemsByTier: [], gear: [], hasPet: false };
  const gear = Object.entries(CONTRIBUTOR_GEAR_BY_TIER)
    .filter(([tier]) => Number(tier) <= newLevel)
    .map(([, key]) => key);
  return { gemsByTier, gear, hasPet: newLevel >= CONTRIBUTOR_PET_LEVEL };
}
