// The catalogue's text in one language at a time, with tables given by the test: English while a
// table loads and wherever it lacks a string, the translation once it arrives, and a signal each
// time something changed.
import type { TextTable } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { createCatalogueTexts, type TableReader } from './catalogueTexts.ts';

const english: TextTable = {
  wolf: { text: 'Wolf', notes: 'A loyal companion.' },
  fox: { text: 'Fox', notes: 'Quick and clever.' },
};

/** A language switch and table reads the test settles by hand. */
function fixture() {
  let language = 'en';
  const switches: (() => void)[] = [];
  const pending = new Map<string, (table: TextTable | undefined) => void>();
  const reads: string[] = [];
  const readTable: TableReader = (asked, table) =>
    new Promise((resolve) => {
      reads.push(`${asked}/${table}`);
      pending.set(`${asked}/${table}`, resolve);
    });
  const texts = createCatalogueTexts({
    language: () => language,
    onLanguageChange: (listener) => switches.push(listener),
    readTable,
    madeOver: { language: 'pseudo', load: async () => (text) => `[${text}]` },
  });
  let heard = 0;
  texts.subscribe(() => (heard += 1));
  return {
    texts,
    reads,
    heard: () => heard,
    speak(next: string) {
      language = next;
      for (const listener of switches) listener();
    },
    async arrive(key: string, table: TextTable | undefined) {
      pending.get(key)!(table);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('the catalogue texts', () => {
  it('answers English in English without reading any table', () => {
    const { texts, reads } = fixture();

    expect(texts.text('pets', english, 'wolf')).toEqual(english.wolf);
    expect(texts.text('pets', english, 'constructor')).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('shows English while a table loads, then its translation, and says so once it arrives', async () => {
    const { texts, reads, heard, speak, arrive } = fixture();
    speak('de');
    const beforeArrival = heard();

    expect(texts.text('pets', english, 'wolf')?.text).toBe('Wolf');
    texts.text('pets', english, 'fox');
    expect(reads).toEqual(['de/pets']);
    expect(heard()).toBe(beforeArrival);

    await arrive('de/pets', { wolf: { text: 'Wolf (de)', notes: 'Ein treuer Begleiter.' } });

    expect(heard()).toBe(beforeArrival + 1);
    expect(texts.text('pets', english, 'wolf')).toEqual({
      text: 'Wolf (de)',
      notes: 'Ein treuer Begleiter.',
    });
    // a string the table lacks stays English, the entry's other string too
    expect(texts.text('pets', english, 'fox')).toEqual(english.fox);
  });

  it('keeps English per string: a translated name with the English notes', async () => {
    const { texts, speak, arrive } = fixture();
    speak('fr');
    texts.text('pets', english, 'wolf');
    await arrive('fr/pets', { wolf: { text: 'Loup' } });

    expect(texts.text('pets', english, 'wolf')).toEqual({
      text: 'Loup',
      notes: 'A loyal companion.',
    });
  });

  it('stays English for a table the language has not translated', async () => {
    const { texts, heard, speak, arrive } = fixture();
    speak('ja');
    texts.text('pets', english, 'wolf');
    const before = heard();
    await arrive('ja/pets', undefined);

    expect(texts.text('pets', english, 'wolf')).toEqual(english.wolf);
    expect(heard()).toBe(before);
  });

  it('follows a language switch without a reload, each language’s tables read once', async () => {
    const { texts, reads, heard, speak, arrive } = fixture();
    speak('de');
    texts.text('pets', english, 'wolf');
    await arrive('de/pets', { wolf: { text: 'Wolf (de)' } });

    const before = heard();
    speak('es');
    expect(heard()).toBe(before + 1);
    expect(texts.text('pets', english, 'wolf')?.text).toBe('Wolf');
    await arrive('es/pets', { wolf: { text: 'Lobo' } });
    expect(texts.text('pets', english, 'wolf')?.text).toBe('Lobo');

    speak('de');
    expect(texts.text('pets', english, 'wolf')?.text).toBe('Wolf (de)');
    speak('en');
    expect(texts.text('pets', english, 'wolf')?.text).toBe('Wolf');
    expect(reads).toEqual(['de/pets', 'es/pets']);
  });

  it('waits for the tables a notice needs before it is written', async () => {
    const { texts, speak, arrive } = fixture();
    speak('de');
    const loaded = texts.load(['pets']);
    await arrive('de/pets', { fox: { text: 'Fuchs' } });
    await loaded;

    expect(texts.text('pets', english, 'fox')?.text).toBe('Fuchs');
  });

  it('makes the English over in the pseudo-language once its function has loaded', async () => {
    const { texts, heard, speak } = fixture();
    speak('pseudo');
    const before = heard();

    expect(texts.text('pets', english, 'wolf')).toEqual(english.wolf);
    await texts.load(['pets']);

    expect(heard()).toBe(before + 1);
    expect(texts.text('pets', english, 'wolf')).toEqual({
      text: '[Wolf]',
      notes: '[A loyal companion.]',
    });
  });
});
