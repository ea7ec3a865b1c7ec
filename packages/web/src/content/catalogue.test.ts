// The web app reads the same catalogue module the server serves (issue 6 point 7), straight
// from @questlog/core: no copy, no download needed for its own text.
import { CATALOGUE, dropPets, localizedCatalogue } from '@questlog/core';
import { describe, expect, it } from 'vitest';

describe('the content catalogue in the web app', () => {
  it('holds the 90 standard pets, nine drop eggs by ten standard potions', () => {
    expect(dropPets).toHaveLength(90);
    expect(CATALOGUE.pets.items.filter((pet) => pet.type === 'drop')).toHaveLength(90);
  });

  it('resolves an item’s English text', () => {
    const catalogue = localizedCatalogue('en');
    expect(catalogue.pets['Wolf-Base']).toMatchObject({ egg: 'Wolf', potion: 'Base' });
    expect(catalogue.pets['Wolf-Base']?.text).toBeTruthy();
  });
});
