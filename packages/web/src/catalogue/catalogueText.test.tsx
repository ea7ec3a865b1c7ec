// The catalogue's text in the interface's language with the real translated tables: a screen
// shows English, then the player's language once its table arrives, and switches with i18next.
import { classSpellText, foodText, loadCatalogueTable, petText } from '@questlog/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../i18n.ts';
import { Sprite } from '../sprites/Sprite.tsx';
import { catalogueName, catalogueTexts } from './catalogueText.ts';
import { useCatalogueText } from './useCatalogueText.ts';

async function translated(language: string, table: string, key: string) {
  const found = (await loadCatalogueTable(language, table))?.[key]?.text;
  if (!found) throw new Error(`no ${language} ${table} ${key} to test with`);
  return found;
}

function PetName({ petKey }: { petKey: string }) {
  useCatalogueText();
  return <p>{catalogueName('pets', petText, petKey)}</p>;
}

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('the catalogue in the interface’s language', () => {
  it('reads a spell’s name from the German table once it has loaded', async () => {
    const german = await translated('de', 'spells', 'fireball');
    await i18next.changeLanguage('de');

    await catalogueTexts.load(['spells']);

    expect(catalogueName('spells', classSpellText, 'fireball')).toBe(german);
    expect(german).not.toBe(classSpellText.fireball!.text);
  });

  it('renders a name again when its table arrives and when the language changes', async () => {
    const key = 'Wolf-Base';
    const [german, japanese] = [
      await translated('de', 'pets', key),
      await translated('ja', 'pets', key),
    ];
    render(<PetName petKey={key} />);
    expect(screen.getByText(petText[key]!.text)).toBeTruthy();

    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByText(german)).toBeTruthy();

    await act(() => i18next.changeLanguage('ja'));
    expect(await screen.findByText(japanese)).toBeTruthy();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText(petText[key]!.text)).toBeTruthy();
  });

  it('names a sprite in the player’s language', async () => {
    const german = await translated('de', 'food', 'Meat');
    await act(() => i18next.changeLanguage('de'));
    render(<Sprite kind="food" itemKey="Meat" />);

    expect(await screen.findByRole('img', { name: german })).toBeTruthy();
    expect(german).not.toBe(foodText.Meat!.text);
  });
});
