import { describe, expect, it } from 'vitest';
import { feed } from './feed.ts';
import { makePlayer } from './testPlayer.ts';

function withPet(pet: string, points: number, food: Record<string, number>, more = {}) {
  return makePlayer({ itemChanges: { pets: { [pet]: points }, food, ...more } });
}

describe('feed', () => {
  it.each([
    ['liked food gives 5', 'Wolf-Base', 'Meat', 10],
    ['other food gives 2', 'Wolf-Base', 'Milk', 7],
    ['a premium pet likes everything: 5', 'Wolf-Rainbow', 'Milk', 10],
    ['a quest pet likes its colour: 5', 'Gryphon-White', 'Milk', 10],
    ['seasonal food of the colour: 5', 'Wolf-Red', 'Cake_Red', 10],
  ])('%s', (_name, pet, food, points) => {
    const result = feed(withPet(pet, 5, { [food]: 2 }), { pet, food });
    expect(result.player.items.pets[pet]).toBe(points);
    expect(result.petValue).toBe(points);
    expect(result.player.items.food[food]).toBe(1);
    expect(result.player.achievements.fedPet).toBe(true);
  });

  it('says whether the pet liked it', () => {
    const liked = feed(withPet('Wolf-Base', 5, { Meat: 1 }), { pet: 'Wolf-Base', food: 'Meat' });
    expect(liked.message).toBe('Wolf really likes the Meat!');
    const other = feed(withPet('Wolf-Base', 5, { Milk: 1 }), { pet: 'Wolf-Base', food: 'Milk' });
    expect(other.message).toBe('Wolf eats the Milk but does not seem to enjoy it.');
  });

  it('feeds several at once with amount', () => {
    const result = feed(withPet('Wolf-Base', 5, { Meat: 5 }), {
      pet: 'Wolf-Base',
      food: 'Meat',
      amount: 4,
    });
    expect(result.player.items.pets['Wolf-Base']).toBe(25);
    expect(result.player.items.food.Meat).toBe(1);
  });

  it('grows the pet into its mount at 50 and clears it as current pet', () => {
    const player = withPet('Wolf-Base', 45, { Meat: 1 }, { currentPet: 'Wolf-Base' });
    const result = feed(player, { pet: 'Wolf-Base', food: 'Meat' });
    expect(result.player.items.pets['Wolf-Base']).toBe(-1);
    expect(result.player.items.mounts['Wolf-Base']).toBe(true);
    expect(result.player.items.currentPet).toBe('');
    expect(result.petValue).toBe(-1);
    expect(result.message).toBe('Wolf has grown into a mount. Time for a ride!');
  });

  it('grows at 50 with other food too (48 + 2)', () => {
    const result = feed(withPet('Wolf-Base', 48, { Milk: 1 }), { pet: 'Wolf-Base', food: 'Milk' });
    expect(result.player.items.mounts['Wolf-Base']).toBe(true);
  });

  it('makes the mount at once with a Saddle, using one', () => {
    const result = feed(withPet('Wolf-Base', 5, { Saddle: 3 }), {
      pet: 'Wolf-Base',
      food: 'Saddle',
      amount: 2,
    });
    expect(result.player.items.mounts['Wolf-Base']).toBe(true);
    expect(result.player.items.food.Saddle).toBe(2);
  });

  it('refuses food that would pass 50 + gain (tooMuchFood)', () => {
    // 45 + 2 × 5 = 55 reaches 50 + 5.
    expect(() =>
      feed(withPet('Wolf-Base', 45, { Meat: 2 }), { pet: 'Wolf-Base', food: 'Meat', amount: 2 }),
    ).toThrow(expect.objectContaining({ key: 'tooMuchFood', status: 401 }));
    // 40 + 2 × 5 = 50 is allowed.
    const ok = feed(withPet('Wolf-Base', 40, { Meat: 2 }), {
      pet: 'Wolf-Base',
      food: 'Meat',
      amount: 2,
    });
    expect(ok.player.items.mounts['Wolf-Base']).toBe(true);
  });

  it.each([
    ['no pet named', '', 'Meat', {}, {}, 'missingPetFoodFeed', 400],
    ['an unknown pet', 'Wolf-Nope', 'Meat', {}, {}, 'invalidPetName', 404],
    ['an unknown food', 'Wolf-Base', 'Bread', { 'Wolf-Base': 5 }, {}, 'invalidFoodName', 404],
    ['a pet not owned', 'Wolf-Base', 'Meat', {}, { Meat: 1 }, 'messagePetNotFound', 404],
    [
      'food not in stock',
      'Wolf-Base',
      'Meat',
      { 'Wolf-Base': 5 },
      { Meat: 0 },
      'messageFoodNotFound',
      404,
    ],
    [
      'a special pet',
      'Wolf-Veteran',
      'Meat',
      { 'Wolf-Veteran': 5 },
      { Meat: 1 },
      'messageCannotFeedPet',
      401,
    ],
    [
      'a wacky pet',
      'Fox-Veggie',
      'Meat',
      { 'Fox-Veggie': 5 },
      { Meat: 1 },
      'messageCannotFeedPet',
      401,
    ],
    [
      'a pet grown into its mount',
      'Wolf-Base',
      'Meat',
      { 'Wolf-Base': -1 },
      { Meat: 1 },
      'messageAlreadyMount',
      401,
    ],
  ])('refuses %s', (_name, pet, food, pets, foods, key, status) => {
    const player = makePlayer({ itemChanges: { pets, food: foods } });
    expect(() => feed(player, { pet, food })).toThrow(expect.objectContaining({ key, status }));
  });

  it('refuses a pet hatched again whose mount is owned (messageAlreadyMount)', () => {
    const player = withPet('Wolf-Base', 5, { Meat: 1 }, { mounts: { 'Wolf-Base': true } });
    expect(() => feed(player, { pet: 'Wolf-Base', food: 'Meat' })).toThrow(
      expect.objectContaining({ key: 'messageAlreadyMount' }),
    );
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses an amount of %s (invalidAmount)', (amount) => {
    expect(() =>
      feed(withPet('Wolf-Base', 5, { Meat: 3 }), { pet: 'Wolf-Base', food: 'Meat', amount }),
    ).toThrow(expect.objectContaining({ key: 'invalidAmount', status: 400 }));
  });

  it('refuses more than the food owned (notEnoughFood)', () => {
    expect(() =>
      feed(withPet('Wolf-Base', 5, { Meat: 2 }), { pet: 'Wolf-Base', food: 'Meat', amount: 3 }),
    ).toThrow(expect.objectContaining({ key: 'notEnoughFood', status: 401 }));
  });
});
