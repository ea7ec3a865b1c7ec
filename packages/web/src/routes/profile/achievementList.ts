// The achievements a player has earned, in catalogue order, with the count where the achievement is
// earned more than once, and its text from the catalogue.
import { CATALOGUE } from '@questlog/core';
import { catalogueText } from '../../catalogue/catalogueText.ts';

export interface EarnedAchievement {
  key: string;
  icon: string;
  title: string;
  notes?: string;
  count: number;
}

type Achievements = Record<string, unknown>;

/** How many times an achievement's field says it was earned: true is once. */
function countOf(value: unknown): number {
  if (value === true) return 1;
  if (typeof value === 'number') return Math.max(0, Math.floor(value));
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    return Object.values(value).reduce<number>((sum, each) => sum + countOf(each), 0);
  }
  return 0;
}

// Achievements stored under another field than their key (the original's user.achievements).
const storedAs: Readonly<Record<string, (achievements: Achievements) => unknown>> = {
  beastMaster: (a) => a.beastMasterCount ?? a.beastMaster,
  mountMaster: (a) => a.mountMasterCount ?? a.mountMaster,
  triadBingo: (a) => a.triadBingoCount ?? a.triadBingo,
  rebirth: (a) => a.rebirthCount ?? a.rebirths ?? a.rebirth,
  ultimateWarrior: (a) => (a.ultimateGearSets as Achievements | undefined)?.warrior,
  ultimateRogue: (a) => (a.ultimateGearSets as Achievements | undefined)?.rogue,
  ultimateWizard: (a) => (a.ultimateGearSets as Achievements | undefined)?.wizard,
  ultimateHealer: (a) => (a.ultimateGearSets as Achievements | undefined)?.healer,
  contributor: (a) => a.contributor,
};

export function earnedAchievements(achievements: Achievements | undefined): EarnedAchievement[] {
  const held = achievements ?? {};
  const family = CATALOGUE.achievements;
  return family.items.flatMap((achievement) => {
    const read = storedAs[achievement.key];
    const count = countOf(read ? read(held) : held[achievement.key]);
    if (count === 0) return [];
    const text = catalogueText('achievements', family.text, family.textKeyOf(achievement));
    const plural = family.extraText.plural;
    const counted =
      count > 1 && plural
        ? catalogueText('achievements.plural', plural, achievement.key)
        : undefined;
    const notes = counted?.text.replace('{count}', String(count)) ?? text?.notes;
    return [
      {
        key: achievement.key,
        icon: achievement.icon,
        title: text?.text ?? achievement.key,
        ...(notes === undefined ? {} : { notes }),
        count,
      },
    ];
  });
}
