import { describe, expect, it } from 'vitest';
import { TEST_NOW, deepFreeze, makeTask } from '../../testing/factories.ts';
import { isFreeRebirth, rebirth, rebirthBalance } from './rebirth.ts';
import { readCard } from './readCard.ts';
import { toggleSleep } from './sleep.ts';
import { makeClassPlayer, makePlayer } from './testPlayer.ts';

const daysBefore = (days: number) => new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString();

describe('rebirth', () => {
  const veteran = (lvl: number, balance: number, lastFreeRebirth?: string) => {
    const player = makeClassPlayer('rogue', {
      balance,
      stats: { lvl, str: 30, per: 40, points: 2, gp: 300, exp: 50, mp: 60, hp: 20 },
      preferences: { automaticAllocation: true },
    });
    return deepFreeze({
      ...player,
      items: { ...player.items, currentPet: 'Wolf-Base', currentMount: 'Fox-Red' },
      flags: {
        ...player.flags,
        rebirthEnabled: true,
        itemsEnabled: true,
        levelDrops: { atom1: true },
        ...(lastFreeRebirth ? { lastFreeRebirth } : {}),
      },
    });
  };

  it('costs 6 gems below level 100 and resets stats, flags and the pet', () => {
    const { player, message, notifications } = rebirth(veteran(60, 2), [], TEST_NOW);
    expect(player.balance).toBe(0.5);
    expect(player.stats).toMatchObject({
      lvl: 1,
      hp: 50,
      class: 'warrior',
      str: 0,
      per: 0,
      points: 0,
      gp: 0,
      exp: 0,
      mp: 0,
    });
    expect(player.flags).toMatchObject({
      classSelected: false,
      rebirthEnabled: false,
      itemsEnabled: false,
      levelDrops: {},
    });
    expect(player.flags.lastFreeRebirth).toBeUndefined();
    expect(player.preferences.automaticAllocation).toBe(false);
    expect(player.items).toMatchObject({ currentPet: '', currentMount: '' });
    expect(player.achievements).toMatchObject({ rebirths: 1, rebirthLevel: 60 });
    expect(message).toBe('rebirthComplete');
    expect(notifications).toEqual([{ type: 'REBIRTH_ACHIEVEMENT' }]);
  });

  it('without 6 gems it is refused with notEnoughGems', () => {
    expect(() => rebirth(veteran(60, 1.25), [], TEST_NOW)).toThrow(
      expect.objectContaining({ key: 'notEnoughGems' }),
    );
  });

  it('is free at level 100 once every 45 days', () => {
    expect(isFreeRebirth(veteran(100, 0), TEST_NOW)).toBe(true);
    expect(isFreeRebirth(veteran(100, 0, daysBefore(46)), TEST_NOW)).toBe(true);
    expect(isFreeRebirth(veteran(100, 0, daysBefore(45.5)), TEST_NOW)).toBe(false);
    expect(isFreeRebirth(veteran(99, 0), TEST_NOW)).toBe(false);
    expect(rebirthBalance(veteran(100, 0, daysBefore(46)), TEST_NOW)).toBe(0);
    expect(rebirthBalance(veteran(100, 0, daysBefore(45.5)), TEST_NOW)).toBe(1.5);
    const { player } = rebirth(veteran(100, 0), [], TEST_NOW);
    expect(player.balance).toBe(0);
    expect(player.flags.lastFreeRebirth).toBe(TEST_NOW.toISOString());
  });

  it('resets task values, streaks and counters; completed to-dos, rewards and challenge tasks keep theirs', () => {
    const tasks = [
      makeTask('habit', { value: 5, counterUp: 3, counterDown: 1 }),
      makeTask('daily', { value: -3, streak: 7 }),
      makeTask('todo', { value: 4, completed: false }),
      makeTask('todo', { value: 4, completed: true }),
      makeTask('reward', { value: 20 }),
      makeTask('habit', { value: 9, challenge: { id: 'c' } }),
    ];
    const result = rebirth(veteran(60, 2), deepFreeze(tasks), TEST_NOW);
    expect(result.tasks.map((task) => task.value)).toEqual([0, 0, 0, 4, 20, 9]);
    expect(result.tasks[0]).toMatchObject({ counterUp: 0, counterDown: 0 });
    expect(result.tasks[1]).toMatchObject({ streak: 0 });
  });

  it('a later rebirth counts only from a higher level or from 100', () => {
    const reborn = (lvl: number, rebirths: number, rebirthLevel: number) => {
      const player = veteran(lvl, 2);
      return { ...player, achievements: { ...player.achievements, rebirths, rebirthLevel } };
    };
    expect(rebirth(reborn(50, 1, 60), [], TEST_NOW).player.achievements).toMatchObject({
      rebirths: 1,
      rebirthLevel: 60,
    });
    expect(rebirth(reborn(70, 1, 60), [], TEST_NOW).player.achievements).toMatchObject({
      rebirths: 2,
      rebirthLevel: 70,
    });
    expect(rebirth(reborn(130, 2, 100), [], TEST_NOW).player.achievements).toMatchObject({
      rebirths: 3,
      rebirthLevel: 100,
    });
  });
});

describe('toggleSleep and readCard', () => {
  it('sleep toggles the inn preference', () => {
    const awake = deepFreeze(makePlayer());
    const asleep = toggleSleep(awake).player;
    expect(asleep.preferences.sleep).toBe(true);
    expect(toggleSleep(asleep).player.preferences.sleep).toBe(false);
  });

  it('reading a card takes the oldest off the list and clears cardReceived', () => {
    const player = makePlayer();
    const withCards = deepFreeze({
      ...player,
      items: {
        ...player.items,
        special: { ...player.items.special, greetingReceived: ['Ada', 'Bob'] as unknown as number },
      },
      flags: { ...player.flags, cardReceived: true },
    });
    const result = readCard(withCards, 'greeting');
    expect(result.player.items.special.greetingReceived).toEqual(['Bob']);
    expect(result.player.flags.cardReceived).toBe(false);
    expect(() => readCard(withCards, 'postcard')).toThrow(
      expect.objectContaining({ key: 'cardTypeNotAllowed' }),
    );
  });
});
