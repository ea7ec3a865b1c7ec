import { describe, expect, it } from 'vitest';
import { foodSeasonAt } from '../../content/calendar/index.ts';
import { foodsByKey } from '../../content/stable/index.ts';
import type { UserState } from '../../model/user.ts';
import { TEST_NOW, deepFreeze, fixedRandom, makeTask, makeUser } from '../../testing/factories.ts';
import { computedStats } from '../stats/computedStats.ts';
import { dailyDropCap, dropChance, rollDrop } from './drops.ts';
import { scoreTask } from './scoreTask.ts';

// On atom1 (collects soap bars), so every roll sequence below starts with the collection roll.
const onAtom1: UserState['party'] = {
  quest: { key: 'atom1', progress: { up: 0, down: 0, collectedItems: 0 } },
};
const stocked = (
  overrides: Partial<UserState['items']> = {},
  lvl = 1,
  party: UserState['party'] = onAtom1,
) => {
  const user = makeUser({ stats: { lvl }, party });
  return deepFreeze({
    ...user,
    items: {
      ...user.items,
      eggs: { Fox: 1 },
      food: { Milk: 1 },
      lastDrop: { date: TEST_NOW.toISOString(), count: 0 },
      ...overrides,
    },
  });
};
const habit = makeTask('habit', { value: 0, priority: 1 });
const ctx = (...numbers: number[]) => ({ now: TEST_NOW, random: fixedRandom(...numbers) });

describe('dropChance', () => {
  it('is about 0.323 at level 1, easy, value 0', () => {
    expect(dropChance({ user: stocked(), task: habit, crit: 1 })).toBeCloseTo(0.3227, 4);
  });

  it('loses the new-player bonus at level 16 and grows with difficulty, crit and checklist', () => {
    // At level 16 the level bonus gives 8 perception: × 1.08.
    expect(computedStats(stocked({}, 16)).per).toBe(8);
    const raw = (21.27 / 150 + 0.02) * 1.08;
    const dr = (x: number) => (0.75 * x) / (x + 0.375);
    expect(dropChance({ user: stocked({}, 16), task: habit, crit: 1 })).toBeCloseTo(dr(raw), 6);
    const hard = makeTask('habit', { value: 0, priority: 2 });
    expect(dropChance({ user: stocked({}, 16), task: hard, crit: 1.5 })).toBeCloseTo(
      dr(raw * 2 * 1.5),
      6,
    );
    const todo = makeTask('todo', {
      value: 0,
      priority: 1,
      checklist: [
        { id: 'a', text: 'a', completed: true },
        { id: 'b', text: 'b', completed: false },
      ],
    });
    expect(dropChance({ user: stocked({}, 16), task: todo, crit: 1 })).toBeCloseTo(
      dr(raw * 1.5),
      6,
    );
  });
});

describe('rollDrop', () => {
  it('gives the first egg and potion with FIRST_DROPS, and nothing else', () => {
    const user = makeUser();
    const result = rollDrop({ user, task: habit, crit: 1 }, ctx(0, 0.95));
    expect(result.user.items.eggs).toEqual({ Wolf: 1 });
    expect(result.user.items.hatchingPotions).toEqual({ Golden: 1 });
    expect(result.drop).toBeUndefined();
    expect(result.userNotifications).toEqual([
      { type: 'FIRST_DROPS', data: { egg: 'Wolf', hatchingPotion: 'Golden' } },
    ]);
  });

  it('drops food for certain while the player has none', () => {
    // collection roll, rarity, food pick
    const result = rollDrop(
      { user: stocked({ food: {} }), task: habit, crit: 1 },
      ctx(0.99, 0.1, 0),
    );
    expect(result.drop?.type).toBe('Food');
    const food = foodsByKey[result.drop!.key]!;
    expect(food.canDrop && food.season === foodSeasonAt(TEST_NOW)).toBe(true);
    expect(result.user.items.food[food.key]).toBe(1);
  });

  it.each([
    ['an egg above 0.3', 0.5, 0, { type: 'Egg', key: 'Wolf' }],
    ['a Golden potion below 0.02', 0.01, 0, { type: 'HatchingPotion', key: 'Golden' }],
    [
      'Zombie/CottonCandy below 0.09',
      0.05,
      0.99,
      { type: 'HatchingPotion', key: 'CottonCandyBlue' },
    ],
    ['Red/Shade/Skeleton below 0.18', 0.1, 0.4, { type: 'HatchingPotion', key: 'Shade' }],
    ['Base/White/Desert up to 0.3', 0.25, 0, { type: 'HatchingPotion', key: 'Base' }],
  ])('drops %s', (_name, rarity, pick, drop) => {
    const result = rollDrop({ user: stocked(), task: habit, crit: 1 }, ctx(0.99, 0, rarity, pick));
    expect(result.drop).toEqual(drop);
    const family = drop.type === 'Egg' ? 'eggs' : 'hatchingPotions';
    expect(result.user.items[family][drop.key]).toBe((stocked().items[family][drop.key] ?? 0) + 1);
    expect(result.user.items.lastDrop).toEqual({ date: TEST_NOW.toISOString(), count: 1 });
  });

  it('drops food above 0.6', () => {
    const result = rollDrop({ user: stocked(), task: habit, crit: 1 }, ctx(0.99, 0, 0.7, 0));
    expect(result.drop?.type).toBe('Food');
  });

  it('drops nothing when the roll misses the chance', () => {
    const result = rollDrop({ user: stocked(), task: habit, crit: 1 }, ctx(0.99, 0.33, 0.5, 0));
    expect(result.drop).toBeUndefined();
    expect(result.user.items).toEqual(stocked().items);
  });

  it('counts a collection-quest item on a hit, whatever the cap', () => {
    const capped = stocked({ lastDrop: { date: TEST_NOW.toISOString(), count: 5 } });
    const result = rollDrop({ user: capped, task: habit, crit: 1 }, ctx(0.1, 0, 0.5, 0));
    expect(result.user.party?.quest.progress.collectedItems).toBe(1);
    expect(result.drop).toBeUndefined();
  });

  it.each([
    ['no party quest', { key: null }],
    ['a boss quest', { key: 'kangaroo' }],
    ['an unknown quest', { key: 'nope' }],
  ])('draws no collection roll on %s', (_name, quest) => {
    const party = { quest: { ...quest, progress: { up: 0, down: 0, collectedItems: 0 } } };
    // Without the collection roll, 0 is the drop roll itself (a hit) and 0.7 the rarity: food.
    const result = rollDrop({ user: stocked({}, 1, party), task: habit, crit: 1 }, ctx(0, 0.7, 0));
    expect(result.user.party?.quest.progress.collectedItems).toBe(0);
    expect(result.drop?.type).toBe('Food');
  });

  it('stops at the daily cap of 5 and says so when it is reached', () => {
    const four = stocked({ lastDrop: { date: TEST_NOW.toISOString(), count: 4 } });
    const fifth = rollDrop({ user: four, task: habit, crit: 1 }, ctx(0.99, 0, 0.5, 0));
    expect(fifth.user.items.lastDrop.count).toBe(5);
    expect(fifth.userNotifications).toEqual([{ type: 'DROP_CAP_REACHED', data: { items: 5 } }]);
    const sixth = rollDrop({ user: fifth.user, task: habit, crit: 1 }, ctx(0.99, 0, 0.5, 0));
    expect(sixth.drop).toBeUndefined();
  });

  it('starts a new count on a new day', () => {
    const yesterday = stocked({ lastDrop: { date: '2026-03-09T12:00:00.000Z', count: 5 } });
    const result = rollDrop({ user: yesterday, task: habit, crit: 1 }, ctx(0.99, 0, 0.5, 0));
    expect(result.drop).toEqual({ type: 'Egg', key: 'Wolf' });
    expect(result.user.items.lastDrop.count).toBe(1);
  });

  it('doubles the cap for subscribers and adds one per 25 perception', () => {
    const user = stocked();
    expect(dailyDropCap(user)).toBe(5);
    expect(dailyDropCap({ ...user, stats: { ...user.stats, per: 50 } })).toBe(7);
    const subscriber = { ...user, purchased: { plan: { customerId: 'c-1' } } } as UserState;
    expect(dailyDropCap(subscriber)).toBe(10);
  });
});

describe('scoreTask drops', () => {
  const veteran = (user: UserState) =>
    deepFreeze({ ...user, achievements: { ...user.achievements, completedTask: true } });

  it('reports the drop in tmp.drop and adds the item', () => {
    // crit miss, collection miss, drop hit, rarity egg, first egg
    const result = scoreTask(
      { user: veteran(stocked()), task: habit },
      { direction: 'up' },
      ctx(0.99, 0.99, 0, 0.5, 0),
    );
    expect(result.tmp.drop).toEqual({ type: 'Egg', key: 'Wolf' });
    expect(result.user.items.eggs).toEqual({ Fox: 1, Wolf: 1 });
  });

  it("rolls nothing on the player's very first completed task, nor scoring down", () => {
    const first = scoreTask({ user: stocked(), task: habit }, { direction: 'up' }, ctx(0.99, 0));
    expect(first.tmp.drop).toBeUndefined();
    expect(first.user.items.eggs).toEqual({ Fox: 1 });
    const down = scoreTask(
      { user: veteran(stocked()), task: habit },
      { direction: 'down' },
      ctx(0, 0, 0, 0.5, 0),
    );
    expect(down.tmp.drop).toBeUndefined();
  });
});
