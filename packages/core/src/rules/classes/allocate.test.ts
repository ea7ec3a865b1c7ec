import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/factories.ts';
import { allocateBulk, allocateNow, allocateStat } from './allocate.ts';
import { makeClassPlayer, makePlayer } from './testPlayer.ts';

const rogue = (stats = {}, preferences = {}) =>
  deepFreeze(makeClassPlayer('rogue', { stats: { points: 3, mp: 10, ...stats }, preferences }));

describe('allocateStat', () => {
  it('moves one point into the stat; intelligence also gives 1 mana', () => {
    expect(allocateStat(rogue(), 'per').player.stats).toMatchObject({ per: 1, points: 2, mp: 10 });
    expect(allocateStat(rogue(), 'int').player.stats).toMatchObject({ int: 1, points: 2, mp: 11 });
  });

  it('raises strength when no stat is named', () => {
    expect(allocateStat(rogue()).player.stats.str).toBe(1);
  });

  it("refuses an unknown stat with the original's wording", () => {
    expect(() => allocateStat(rogue(), 'luck')).toThrow('"luck" is not a valid Stat.');
  });

  it('refuses without points (notEnoughAttrPoints) and without a class (allocateNeedsClass)', () => {
    expect(() => allocateStat(rogue({ points: 0 }), 'str')).toThrow(
      expect.objectContaining({ key: 'notEnoughAttrPoints', status: 401 }),
    );
    const classless = deepFreeze(makePlayer({ stats: { lvl: 20, points: 3 } }));
    expect(() => allocateStat(classless, 'str')).toThrow(
      expect.objectContaining({ key: 'allocateNeedsClass' }),
    );
  });
});

describe('allocateBulk', () => {
  it('spends the points given per stat', () => {
    const { stats } = allocateBulk(rogue(), { per: 2, int: 1 }).player;
    expect(stats).toMatchObject({ per: 2, int: 1, points: 0, mp: 11 });
  });

  it.each([
    [undefined, 'statsObjectRequired'],
    [[1], 'statsObjectRequired'],
    [{ luck: 1, per: 1 }, 'invalidAttribute'],
    [{ per: -1 }, 'invalidAttributeAmount'],
    [{ per: 1.5 }, 'invalidAttributeAmount'],
    [{ per: 2, str: 2 }, 'notEnoughAttrPoints'],
  ])('refuses %j with %s', (stats, key) => {
    expect(() => allocateBulk(rogue(), stats)).toThrow(expect.objectContaining({ key }));
  });

  it('the "stats" object message is the original\'s wording', () => {
    expect(() => allocateBulk(rogue(), null)).toThrow('"stats" object is required');
  });
});

describe('allocateNow (allocation modes)', () => {
  it('flat raises the lowest stats, ties to the last of con, str, per, int', () => {
    const { stats } = allocateNow(rogue({ points: 3, str: 1 })).player;
    // int (0) first, then per (0), then con (0): all four end at 1.
    expect(stats).toMatchObject({ str: 1, con: 1, per: 1, int: 1, points: 0 });
  });

  it('classbased follows the class ratios 3:2:1:1 (rogue: per, str, int, con)', () => {
    // lvl 21: ideal per 9, str 6, int 3, con 3; gaps per -9 is the furthest below.
    const { stats } = allocateNow(
      rogue({ lvl: 21, points: 2, per: 0, str: 0 }, { allocationMode: 'classbased' }),
    ).player;
    expect(stats).toMatchObject({ per: 2, str: 0, int: 0, con: 0, points: 0 });
  });

  it('taskbased raises the most trained stat, then resets training', () => {
    const { stats } = allocateNow(
      rogue(
        { points: 1, training: { int: 2, per: 5, str: 1, con: 0 } },
        { allocationMode: 'taskbased' },
      ),
    ).player;
    expect(stats).toMatchObject({
      per: 1,
      points: 0,
      training: { int: 0, per: 0, str: 0, con: 0 },
    });
  });

  it('with no points changes nothing but still needs a class', () => {
    expect(allocateNow(rogue({ points: 0 })).player.stats.per).toBe(0);
    const classless = deepFreeze(makePlayer({ stats: { points: 2 } }));
    expect(() => allocateNow(classless)).toThrow(
      expect.objectContaining({ key: 'allocateNeedsClass' }),
    );
  });
});
