import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATALOGUE_FAMILY_NAMES } from './catalogue.ts';
import { localizedCatalogue, type CatalogueTranslations } from './localizedCatalogue.ts';

// A small made-up table: no other language exists yet.
const translations: CatalogueTranslations = {
  de: {
    eggs: { Wolf: { text: 'Wolf (de)' } },
    quests: { atom1: { text: 'Angriff des Alltäglichen', notes: 'Seifenblasen überall.' } },
    'quests.boss': { atom2: { text: 'Der Schnapsvogel' } },
    'cards.message1': { greeting: { text: 'Hallo!' } },
  },
};

describe('localizedCatalogue', () => {
  it('keys every family by item key, with each item’s data and English text', () => {
    const english = localizedCatalogue('en');
    expect(english.language).toBe('en');
    for (const name of CATALOGUE_FAMILY_NAMES) {
      expect(Object.keys(english[name])).toHaveLength(CATALOGUE[name].items.length);
    }
    expect(english.pets['Wolf-Base']).toMatchObject({ egg: 'Wolf', potion: 'Base', type: 'drop' });
    expect(english.pets['Wolf-Base']?.text).toBeTruthy();
    expect(english.quests.atom2?.texts?.boss?.text).toBeTruthy();
    expect(english.customizations['hair.color.rainbow']?.text).toBeTruthy();
  });

  it('falls back to English string by string', () => {
    const english = localizedCatalogue('en');
    const german = localizedCatalogue('de', translations);

    expect(german.language).toBe('de');
    expect(german.eggs.Wolf).toEqual({ ...english.eggs.Wolf, text: 'Wolf (de)' });
    expect(german.eggs.Wolf?.notes).toBe(english.eggs.Wolf?.notes);
    expect(german.quests.atom1).toMatchObject({
      text: 'Angriff des Alltäglichen',
      notes: 'Seifenblasen überall.',
    });
    expect(german.quests.atom2?.texts?.boss?.text).toBe('Der Schnapsvogel');
    expect(german.quests.atom2?.texts?.completion).toEqual(english.quests.atom2?.texts?.completion);
    expect(german.cards.greeting?.texts?.message1?.text).toBe('Hallo!');
    expect(german.cards.greeting?.texts?.message2).toEqual(english.cards.greeting?.texts?.message2);
    expect(german.gear).toEqual(english.gear);
  });

  it('answers English for a language it has no translations for', () => {
    const unknown = localizedCatalogue('xx', translations);
    expect(unknown).toEqual(localizedCatalogue('en'));
  });
});
