import { describe, expect, it } from 'vitest';
import {
  TIME_TRAVEL_STABLE,
  dropMounts,
  dropPets,
  eggsByKey,
  hatchingPotionsByKey,
  isFeedable,
  mountName,
  mountText,
  mounts,
  mountsByKey,
  petName,
  petText,
  pets,
  petsByKey,
  premiumMounts,
  premiumPets,
  premiumPotions,
  questEggs,
  questMounts,
  questPets,
  specialMounts,
  specialPetOffers,
  specialPets,
  wackyPets,
} from './index.ts';

describe('pets and mounts', () => {
  it('has 90 standard pets and 90 standard mounts', () => {
    expect(dropPets).toHaveLength(90);
    expect(dropMounts).toHaveLength(90);
  });

  it('pairs every quest egg and every premium potion with the matching set', () => {
    expect(questPets).toHaveLength(questEggs.length * 10);
    expect(questMounts).toHaveLength(questEggs.length * 10);
    expect(premiumPets).toHaveLength(9 * premiumPotions.length);
    expect(premiumMounts).toHaveLength(9 * premiumPotions.length);
    expect(wackyPets).toHaveLength(9 * 6);
  });

  it('has no duplicate pet or mount keys', () => {
    expect(new Set(pets.map((p) => p.key)).size).toBe(pets.length);
    expect(new Set(mounts.map((m) => m.key)).size).toBe(mounts.length);
  });

  it('keys every pet and mount as Egg-Potion', () => {
    for (const animal of [...pets, ...mounts]) {
      expect(animal.key).toBe(`${animal.egg}-${animal.potion}`);
    }
  });

  it('hatches every non-special pet and mount from an existing egg and potion', () => {
    for (const animal of [...pets, ...mounts].filter((a) => a.type !== 'special')) {
      expect(eggsByKey[animal.egg], animal.key).toBeDefined();
      expect(hatchingPotionsByKey[animal.potion], animal.key).toBeDefined();
    }
  });

  it('uses premium and wacky potions only with drop eggs', () => {
    for (const pet of [...premiumPets, ...wackyPets]) {
      expect(eggsByKey[pet.egg]?.set).toBe('drop');
    }
  });

  it('has no mounts for wacky pets', () => {
    for (const pet of wackyPets) expect(mountsByKey[pet.key]).toBeUndefined();
  });

  it('refuses to feed special and wacky pets only', () => {
    expect(isFeedable(petsByKey['Wolf-Base']!)).toBe(true);
    expect(isFeedable(petsByKey['Wolf-Ghost']!)).toBe(true);
    expect(isFeedable(petsByKey['Wolf-Veggie']!)).toBe(false);
    expect(isFeedable(petsByKey['Wolf-Veteran']!)).toBe(false);
  });

  it.each([
    ['Wolf-Veteran', false],
    ['Wolf-Cerberus', false],
    ['Dragon-Hydra', true],
    ['Turkey-Base', false],
    ['BearCub-Polar', true],
    ['MantisShrimp-Base', true],
    ['JackOLantern-Base', false],
    ['Mammoth-Base', true],
    ['Phoenix-Base', true],
    ['Orca-Base', false],
    ['Gryphatrice-Jubilant', false],
  ])('special pet %s has canFind %s', (key, canFind) => {
    expect(petsByKey[key]).toMatchObject({ type: 'special', canFind });
  });

  it('gives every special animal a canFind flag and its egg and potion halves', () => {
    for (const animal of [...specialPets, ...specialMounts]) {
      expect(typeof animal.canFind).toBe('boolean');
      expect(animal.egg.length).toBeGreaterThan(0);
      expect(animal.potion.length).toBeGreaterThan(0);
    }
    expect(mountsByKey['Aether-Invisible']).toMatchObject({ egg: 'Aether', potion: 'Invisible' });
  });

  it('has the 5 time-travel animals as both special pets and special mounts', () => {
    expect([...TIME_TRAVEL_STABLE]).toEqual([
      'Mammoth-Base',
      'MantisShrimp-Base',
      'Phoenix-Base',
      'MagicalBee-Base',
      'Hippogriff-Hopeful',
    ]);
    for (const key of TIME_TRAVEL_STABLE) {
      expect(petsByKey[key]?.type).toBe('special');
      expect(mountsByKey[key]?.type).toBe('special');
    }
  });

  it('sells the Jubilant Gryphatrice for 60 gems during birthday10 only', () => {
    expect(specialPetOffers).toEqual([
      { key: 'Gryphatrice-Jubilant', currency: 'gems', value: 60, event: 'birthday10' },
    ]);
    expect(petsByKey['Gryphatrice-Jubilant']?.type).toBe('special');
  });

  it('names every pet and mount', () => {
    for (const pet of pets) expect(petName(pet), pet.key).toBeTruthy();
    for (const mount of mounts) expect(mountName(mount), mount.key).toBeTruthy();
    expect(Object.keys(petText)).toHaveLength(pets.length);
    expect(Object.keys(mountText)).toHaveLength(mounts.length);
  });

  it.each([
    ['Wolf-Red', 'Red Wolf', 'Red Wolf'],
    ['TigerCub-Golden', 'Golden Tiger Cub', 'Golden Tiger'],
    ['BearCub-CottonCandyBlue', 'Candy Blue Bear Cub', 'Candy Blue Bear'],
  ])('names %s "%s" and its mount "%s"', (key, pet, mount) => {
    expect(petText[key]?.text).toBe(pet);
    expect(mountText[key]?.text).toBe(mount);
  });
});
