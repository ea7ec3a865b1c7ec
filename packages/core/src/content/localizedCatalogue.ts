// The catalogue with every item's text resolved in one language (issue 6 point 7): what GET
// /content answers and what a client renders. Pure: the same input gives the same object.
import {
  CATALOGUE,
  CATALOGUE_FAMILY_NAMES,
  type CatalogueFamilyName,
  type CatalogueItem,
} from './catalogue.ts';
import type { CatalogueFamily } from './catalogueFamily.ts';
import type { ItemText } from './contentText.ts';

export const CATALOGUE_DEFAULT_LANGUAGE = 'en';

/**
 * Translated strings: language → family → text key → the parts translated. An extra string
 * table is addressed as `<family>.<name>`, e.g. `quests.boss`. Whatever is missing stays English.
 */
export type CatalogueTranslations = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, Partial<ItemText>>>>>>
>;

/** An item with its text resolved: its name, its description and any extra strings. */
export type LocalizedItem<T> = T & {
  text: string;
  notes?: string;
  /** Extra strings by name (boss, completion, rage, message1, singular, …), where the item has them. */
  texts?: Readonly<Record<string, ItemText>>;
};

export type LocalizedCatalogue = {
  /** The language the text is in: the asked one if translations exist for it, else English. */
  language: string;
} & {
  readonly [F in CatalogueFamilyName]: Readonly<Record<string, LocalizedItem<CatalogueItem<F>>>>;
};

type TextsOfLanguage = CatalogueTranslations[string] | undefined;

/** English, overlaid string by string with whatever the translation gives. */
function resolve(english: ItemText, translated: Partial<ItemText> | undefined): ItemText {
  const text = translated?.text ?? english.text;
  const notes = translated?.notes ?? english.notes;
  return notes === undefined ? { text } : { text, notes };
}

function localizeFamily<T>(
  name: string,
  entry: CatalogueFamily<T>,
  translations: TextsOfLanguage,
): Record<string, LocalizedItem<T>> {
  const localized: Record<string, LocalizedItem<T>> = {};
  for (const item of entry.items) {
    const key = entry.keyOf(item);
    const textKey = entry.textKeyOf(item);
    // A missing English entry is a data error the catalogue tests catch; show the key meanwhile.
    const main = resolve(entry.text[textKey] ?? { text: key }, translations?.[name]?.[textKey]);
    const texts: Record<string, ItemText> = {};
    for (const [extraName, table] of Object.entries(entry.extraText)) {
      const english = table[textKey];
      if (english)
        texts[extraName] = resolve(english, translations?.[`${name}.${extraName}`]?.[textKey]);
    }
    localized[key] = {
      ...item,
      ...main,
      ...(Object.keys(texts).length > 0 ? { texts } : {}),
    };
  }
  return localized;
}

/** The whole catalogue in `language`, falling back to English string by string. */
export function localizedCatalogue(
  language: string,
  translations: CatalogueTranslations = {},
): LocalizedCatalogue {
  const texts = translations[language];
  const resolved: Record<string, unknown> = {
    language: texts === undefined ? CATALOGUE_DEFAULT_LANGUAGE : language,
  };
  for (const name of CATALOGUE_FAMILY_NAMES) {
    resolved[name] = localizeFamily(name, CATALOGUE[name] as CatalogueFamily<unknown>, texts);
  }
  return resolved as LocalizedCatalogue;
}
