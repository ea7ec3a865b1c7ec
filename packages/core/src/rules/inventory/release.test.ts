import { describe, expect, it } from 'vitest';
import { dropPets } from '../../content/stable/index.ts';
import { fortify } from './fortify.ts';
import { releaseBoth, releaseMounts, releasePets } from './release.ts';
import { makePlayer } from './testPlayer.ts';
import { makeTask } from '../../testing/factories.ts';

const DROP_KEYS = dropPets.map((pet) => pet.key);
const all = <T>(value: T) => Object.fromEntries(DROP_KEYS.map((key) => [key, value]));

function stable(
  pets: Record<string, number>,
  mounts: Record<string, boolean | null>,
  more: { balance?: number; triadBingo?: boolean } = {},
) {
  return makePlayer({
    balance: more.balance ?? 1,
    achievements: {
      ...makePlayer().achievements,
      ...(more.triadBingo ? { triadBingo: true } : {}),
    } as never,
    itemChanges: {
      pets: { ...pets, 'Gryphon-Base': 5 },
      mounts: { ...mounts, 'Gryphon-Base': true },
      currentPet: 'Wolf-Base',
      currentMount: 'Gryphon-Base',
    },
  });
}
const counters = (player: { achievements: object }) =>
  player.achievements as Record<string, number | undefined>;

describe('release pets', () => {
  it('empties the 90 drop pets for 1 gem and counts a beast master', () => {
    const { player, message } = releasePets(stable(all(5), {}));
    expect(player.balance).toBe(0.75);
    expect(DROP_KEYS.every((key) => player.items.pets[key] === 0)).toBe(true);
    expect(player.items.pets['Gryphon-Base']).toBe(5);
    expect(player.items.currentPet).toBe('');
    expect(counters(player).beastMasterCount).toBe(1);
    expect(message).toBe('Your pets are released.');
  });

  it('counts pets grown into mounts (-1) in the collection', () => {
    const pets = { ...all(5), 'Wolf-Base': -1 };
    expect(releasePets(stable(pets, {})).player.items.pets['Wolf-Base']).toBe(0);
  });

  it('refuses 89 pets (notEnoughPets) and less than 1 gem (notEnoughGems)', () => {
    const pets = { ...all(5), 'Wolf-Base': 0 };
    expect(() => releasePets(stable(pets, {}))).toThrow(
      expect.objectContaining({ key: 'notEnoughPets', status: 401 }),
    );
    expect(() => releasePets(stable(all(5), {}, { balance: 0 }))).toThrow(
      expect.objectContaining({ key: 'notEnoughGems', status: 401 }),
    );
  });
});

describe('release mounts', () => {
  it('empties the 90 drop mounts for 1 gem and counts a mount master', () => {
    const { player, message } = releaseMounts(stable({}, all(true)));
    expect(player.balance).toBe(0.75);
    expect(DROP_KEYS.every((key) => player.items.mounts[key] === null)).toBe(true);
    expect(player.items.mounts['Gryphon-Base']).toBe(true);
    // A quest mount is not a drop mount: it stays current.
    expect(player.items.currentMount).toBe('Gryphon-Base');
    expect(counters(player).mountMasterCount).toBe(1);
    expect(message).toBe('Your mounts are released.');
  });

  it('refuses 89 mounts (notEnoughMounts) and less than 1 gem', () => {
    expect(() => releaseMounts(stable({}, { ...all(true), 'Fox-Base': null }))).toThrow(
      expect.objectContaining({ key: 'notEnoughMounts' }),
    );
    expect(() => releaseMounts(stable({}, all(true), { balance: 0.2 }))).toThrow(
      expect.objectContaining({ key: 'notEnoughGems' }),
    );
  });
});

describe('release both', () => {
  it('empties both for free and counts beast master, mount master and triad bingo', () => {
    const { player, message } = releaseBoth(stable(all(5), all(true), { triadBingo: true }));
    expect(player.balance).toBe(1);
    expect(DROP_KEYS.every((key) => player.items.pets[key] === 0)).toBe(true);
    expect(DROP_KEYS.every((key) => player.items.mounts[key] === null)).toBe(true);
    expect(counters(player)).toMatchObject({
      beastMasterCount: 1,
      mountMasterCount: 1,
      triadBingoCount: 1,
    });
    expect(message).toBe('Your pets and mounts are released.');
  });

  it('does not count a triad bingo when a pet had grown into its mount', () => {
    const pets = { ...all(5), 'Fox-Base': -1 };
    const { player } = releaseBoth(stable(pets, all(true), { triadBingo: true }));
    expect(counters(player).triadBingoCount).toBeUndefined();
    expect(counters(player).beastMasterCount).toBe(1);
  });

  it('refuses without the triad bingo or a full collection (notEnoughPetsMounts)', () => {
    expect(() => releaseBoth(stable(all(5), all(true)))).toThrow(
      expect.objectContaining({ key: 'notEnoughPetsMounts', status: 401 }),
    );
    expect(() => releaseBoth(stable(all(5), {}, { triadBingo: true }))).toThrow(
      expect.objectContaining({ key: 'notEnoughPetsMounts' }),
    );
  });
});

describe('fortify', () => {
  const tasks = [
    makeTask('habit', { id: 'h', value: 12 }),
    makeTask('daily', { id: 'd', value: -8 }),
    makeTask('todo', { id: 't', value: 3 }),
    makeTask('reward', { id: 'r', value: 20 }),
    makeTask('habit', { id: 'c', value: 7, challenge: { id: 'ch-1', taskId: 'x' } }),
    makeTask('daily', {
      id: 'b',
      value: 9,
      challenge: { id: 'ch-1', broken: 'CHALLENGE_DELETED' },
    }),
  ];

  it('costs 4 gems, fills health and sets non-reward, non-challenge tasks to 0', () => {
    const result = fortify(makePlayer({ balance: 1.5, stats: { hp: 12 } }), tasks);
    expect(result.player.balance).toBe(0.5);
    expect(result.player.stats.hp).toBe(50);
    expect(Object.fromEntries(result.tasks.map((task) => [task.id, task.value]))).toEqual({
      h: 0,
      d: 0,
      t: 0,
      r: 20,
      c: 7,
      b: 0,
    });
    expect(result.message).toBe(
      'Fortified! Your health is full and your tasks are back to neutral.',
    );
  });

  it('refuses less than 4 gems (notEnoughGems)', () => {
    expect(() => fortify(makePlayer({ balance: 0.75 }), tasks)).toThrow(
      expect.objectContaining({ key: 'notEnoughGems', status: 401 }),
    );
  });
});
