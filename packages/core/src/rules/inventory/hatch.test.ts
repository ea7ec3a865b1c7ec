import { describe, expect, it } from 'vitest';
import { hatch } from './hatch.ts';
import { makePlayer } from './testPlayer.ts';

const stocked = (eggs: Record<string, number>, hatchingPotions: Record<string, number>) =>
  makePlayer({ itemChanges: { eggs, hatchingPotions } });

describe('hatch', () => {
  it('uses one egg and one potion and makes a pet of 5 points', () => {
    const result = hatch(stocked({ Wolf: 2 }, { Base: 1 }), {
      egg: 'Wolf',
      hatchingPotion: 'Base',
    });
    expect(result.player.items.pets['Wolf-Base']).toBe(5);
    expect(result.player.items.eggs.Wolf).toBe(1);
    expect(result.player.items.hatchingPotions.Base).toBe(0);
    expect(result.player.achievements.hatchedPet).toBe(true);
    expect(result.message).toBe('Your egg hatched! Find your new pet in the stable.');
  });

  it('hatches again a pet that grew into a mount', () => {
    const player = makePlayer({
      itemChanges: { eggs: { Wolf: 1 }, hatchingPotions: { Base: 1 }, pets: { 'Wolf-Base': -1 } },
    });
    expect(
      hatch(player, { egg: 'Wolf', hatchingPotion: 'Base' }).player.items.pets['Wolf-Base'],
    ).toBe(5);
  });

  it('hatches premium and wacky potions with drop eggs', () => {
    const premium = hatch(stocked({ Fox: 1 }, { Rainbow: 1 }), {
      egg: 'Fox',
      hatchingPotion: 'Rainbow',
    });
    expect(premium.player.items.pets['Fox-Rainbow']).toBe(5);
  });

  it.each([
    ['a missing egg', {}, { Base: 1 }, 'Wolf', 'Base', 'messageMissingEggPotion', 404],
    ['an egg at 0', { Wolf: 0 }, { Base: 1 }, 'Wolf', 'Base', 'messageMissingEggPotion', 404],
    ['a missing potion', { Wolf: 1 }, {}, 'Wolf', 'Base', 'messageMissingEggPotion', 404],
    [
      'a quest egg with a premium potion',
      { Gryphon: 1 },
      { Rainbow: 1 },
      'Gryphon',
      'Rainbow',
      'messageInvalidEggPotionCombo',
      400,
    ],
    ['no egg named', {}, {}, '', 'Base', 'missingEggHatchingPotion', 400],
  ])('refuses %s', (_name, eggs, potions, egg, hatchingPotion, key, status) => {
    expect(() => hatch(stocked(eggs, potions), { egg, hatchingPotion })).toThrow(
      expect.objectContaining({ key, status }),
    );
  });

  it('refuses a pet already held (messageAlreadyPet)', () => {
    const player = makePlayer({
      itemChanges: { eggs: { Wolf: 1 }, hatchingPotions: { Base: 1 }, pets: { 'Wolf-Base': 5 } },
    });
    expect(() => hatch(player, { egg: 'Wolf', hatchingPotion: 'Base' })).toThrow(
      expect.objectContaining({ key: 'messageAlreadyPet', status: 400 }),
    );
  });
});

describe('hatch with wacky potions', () => {
  it('works with a drop egg and refuses a quest egg', () => {
    const fox = hatch(stocked({ Fox: 1 }, { Veggie: 1 }), { egg: 'Fox', hatchingPotion: 'Veggie' });
    expect(fox.player.items.pets['Fox-Veggie']).toBe(5);
    expect(() =>
      hatch(stocked({ Gryphon: 1 }, { Veggie: 1 }), { egg: 'Gryphon', hatchingPotion: 'Veggie' }),
    ).toThrow(expect.objectContaining({ key: 'messageInvalidEggPotionCombo' }));
  });
});
