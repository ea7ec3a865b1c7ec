import { describe, expect, it } from 'vitest';
import {
  achievementCountText,
  achievements,
  achievementText,
  colorAchievementPairs,
  DEFAULT_REWARD_VALUE,
  gemPacks,
  gemsInPack,
  groupCategories,
  groupCategoryText,
  starterTasks,
  starterTasksFor,
  starterTaskText,
  starterThemes,
  subscriptionPlans,
  subscriptionText,
} from './index.ts';

const unique = (keys: readonly string[]) => new Set(keys).size === keys.length;

describe('achievements', () => {
  it('have unique keys, text, and count variants exactly where flagged', () => {
    expect(unique(achievements.map((item) => item.key))).toBe(true);
    for (const item of achievements) {
      expect(achievementText[item.key]?.text, item.key).toBeTruthy();
      expect(achievementText[item.key]?.notes, item.key).toBeTruthy();
      expect(item.icon).toMatch(/^achievement-/);
      const variants = achievementCountText[item.key];
      expect(variants !== undefined, item.key).toBe(item.hasCountVariants);
      if (variants) expect(variants.plural).toContain('{count}');
    }
    for (const key of Object.keys(achievementCountText)) {
      expect(achievements.some((item) => item.key === key)).toBe(true);
    }
  });

  it('covers pets and mounts of the ten colours', () => {
    expect(colorAchievementPairs.map(([colour]) => colour).sort()).toEqual(
      [
        'Base',
        'CottonCandyBlue',
        'CottonCandyPink',
        'Desert',
        'Golden',
        'Red',
        'Shade',
        'Skeleton',
        'White',
        'Zombie',
      ].sort(),
    );
    const colour = achievements.filter((item) => item.group === 'animalColor');
    expect(colour.filter((item) => item.collects === 'pets').length).toBe(10);
    expect(colour.filter((item) => item.collects === 'mounts').length).toBe(10);
  });

  it.each([
    ['animalSet', 14],
    ['questSet', 7],
    ['stable', 3],
    ['cards', 8],
    ['ultimateGear', 4],
    ['onboarding', 5],
  ])('has %i achievements in group %s', (group, count) => {
    expect(achievements.filter((item) => item.group === group).length).toBe(count);
  });

  it('includes the well-known keys', () => {
    const keys = achievements.map((item) => item.key);
    for (const key of [
      'royallyLoyal',
      'beastMaster',
      'mountMaster',
      'triadBingo',
      'partyUp',
      'streak',
      'perfect',
      'invitedFriend',
      'roughRider',
      'lostMasterclasser',
      'snowball',
    ]) {
      expect(keys).toContain(key);
    }
  });
});

describe('subscription plans and gem packs', () => {
  it.each([
    ['basic_earned', 1, 5, undefined],
    ['basic_3mo', 3, 15, undefined],
    ['basic_6mo', 6, 30, undefined],
    ['google_6mo', 6, 24, undefined],
    ['basic_12mo', 12, 48, undefined],
    ['group_monthly', 1, 9, 3],
    ['group_plan_auto', 0, 0, undefined],
  ])('%s: %i months for %i (quantity %s)', (key, months, price, quantity) => {
    const plan = subscriptionPlans.find((candidate) => candidate.key === key);
    expect(plan).toMatchObject({ months, price });
    expect(plan?.quantity).toBe(quantity);
    expect(subscriptionText[key as keyof typeof subscriptionText]?.text).toBeTruthy();
  });

  it('marks the Google plan as discounted from 30', () => {
    expect(subscriptionPlans.find((plan) => plan.key === 'google_6mo')).toMatchObject({
      discount: true,
      original: 30,
    });
    expect(subscriptionPlans.length).toBe(7);
  });

  it.each([
    ['4gems', 4, 99, 5],
    ['21gems', 21, 499, 30],
    ['42gems', 42, 999, 60],
    ['84gems', 84, 1999, 125],
  ])('%s gives %i gems for %i cents (%i in a promotion)', (key, gems, price, promoGems) => {
    const pack = gemPacks.find((candidate) => candidate.key === key);
    expect(pack).toEqual({ key, gems, price });
    if (!pack) return;
    expect(gemsInPack(pack, undefined)).toBe(gems);
    expect(gemsInPack(pack, { '4gems': 5, '21gems': 30, '42gems': 60, '84gems': 125 })).toBe(
      promoGems,
    );
    expect(subscriptionText[key as keyof typeof subscriptionText]?.text).toBeTruthy();
  });
});

describe('starter task templates', () => {
  it('have unique keys and text for each', () => {
    expect(unique(starterTasks.map((task) => task.key))).toBe(true);
    for (const task of starterTasks) expect(starterTaskText[task.key]?.text, task.key).toBeTruthy();
  });

  it('cover every theme', () => {
    expect(starterThemes).toEqual([
      'work',
      'exercise',
      'health_wellness',
      'school',
      'self_care',
      'chores',
      'creativity',
      'defaults',
    ]);
    for (const theme of starterThemes) expect(starterTasksFor(theme).length).toBeGreaterThan(0);
  });

  it('gives defaults three habits (up, down, both), one marked to-do and a reward of 10', () => {
    const defaults = starterTasksFor('defaults');
    const habits = defaults.flatMap((task) =>
      task.type === 'habit' ? [[task.up, task.down]] : [],
    );
    expect(habits).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
    const todos = defaults.filter((task) => task.type === 'todo');
    expect(todos).toEqual([expect.objectContaining({ isDefaultTodo: true })]);
    expect(DEFAULT_REWARD_VALUE).toBe(10);
    for (const task of starterTasks) if (task.type === 'reward') expect(task.value).toBe(10);
  });
});

describe('group categories', () => {
  it('lists the fifteen categories in order, each with text', () => {
    expect(groupCategories).toEqual([
      'questlog_official',
      'academics',
      'advocacy_causes',
      'creativity',
      'entertainment',
      'finance',
      'health_fitness',
      'hobbies_occupations',
      'location_based',
      'mental_health',
      'getting_organized',
      'recovery_support_groups',
      'self_improvement',
      'spirituality',
      'time_management',
    ]);
    for (const category of groupCategories) expect(groupCategoryText[category].text).toBeTruthy();
  });
});
