// The content catalogue's names and descriptions in one language at a time (issue 32). English
// comes with the catalogue; another language's tables arrive one by one, each the first time a
// screen reads from it, and until it arrives, or where it lacks a string, the string is English.
// Listeners hear when a table arrives or the language changes, so screens render again.
import type { ItemText, TextTable } from '@questlog/core';

/** One language's table, or undefined when it is not translated. */
export type TableReader = (language: string, table: string) => Promise<TextTable | undefined>;

export interface CatalogueTextsOptions {
  /** The language being spoken now. */
  language: () => string;
  /** Calls back when the language changes. */
  onLanguageChange: (listener: () => void) => void;
  readTable: TableReader;
  /** A language whose text is English made over by a function (the pseudo-language). */
  madeOver?: { language: string; load: () => Promise<(text: string) => string> };
}

export interface CatalogueTexts {
  /** The item's text in the current language, string by string English; undefined without English. */
  text(table: string, english: TextTable, key: string): ItemText | undefined;
  /** Loads the current language's `tables` (a text composed once, e.g. a notice). */
  load(tables: readonly string[]): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a table arrives or the language changes. */
  version(): number;
}

const ENGLISH = 'en';

export function createCatalogueTexts(options: CatalogueTextsOptions): CatalogueTexts {
  const tables = new Map<string, Promise<void>>();
  const arrived = new Map<string, TextTable | undefined>();
  let madeOver: ((text: string) => string) | undefined;
  let madeOver$: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  let version = 0;

  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  options.onLanguageChange(changed);

  /** Starts reading a table once; a failed read counts as untranslated and is not retried. */
  function request(language: string, table: string): Promise<void> {
    const { madeOver: madeOverLanguage } = options;
    if (madeOverLanguage?.language === language) {
      madeOver$ ??= madeOverLanguage.load().then(
        (makeOver) => {
          madeOver = makeOver;
          changed();
        },
        () => undefined,
      );
      return madeOver$;
    }
    const cacheKey = `${language}/${table}`;
    let read = tables.get(cacheKey);
    if (!read) {
      read = options.readTable(language, table).then(
        (found) => {
          arrived.set(cacheKey, found);
          if (found) changed();
        },
        () => {
          arrived.set(cacheKey, undefined);
        },
      );
      tables.set(cacheKey, read);
    }
    return read;
  }

  return {
    text(table, english, key) {
      if (!Object.hasOwn(english, key)) return undefined;
      const source = english[key]!;
      const language = options.language();
      if (language === ENGLISH) return source;
      // Reading during a render only starts the read: the arrival is what notifies.
      void request(language, table);
      if (options.madeOver?.language === language) {
        if (!madeOver) return source;
        const notes = source.notes === undefined ? {} : { notes: madeOver(source.notes) };
        return { text: madeOver(source.text), ...notes };
      }
      const translated = arrived.get(`${language}/${table}`)?.[key];
      if (!translated) return source;
      const notes = translated.notes ?? source.notes;
      return { text: translated.text ?? source.text, ...(notes === undefined ? {} : { notes }) };
    },
    async load(names) {
      const language = options.language();
      if (language === ENGLISH) return;
      await Promise.all(names.map((table) => request(language, table)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
