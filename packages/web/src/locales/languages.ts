// The interface's languages: each is a folder of locales/ named by its code, one JSON file per
// namespace (locales/de/tasks.json). English is complete by definition; a key another language
// lacks is shown in English. The pseudo-language, for development only, is English made accented
// and longer at load time (pseudo.ts), to find text that is cut off or not in the catalogue.
import { LANGUAGES, type Language } from '@questlog/core/languages';

/** The languages a player can choose, in the order the settings list them. */
export const languages = LANGUAGES;
export type { Language };
export { isLanguage, matchLanguage, textDirection } from '@questlog/core/languages';

export const pseudoLanguage = 'pseudo';

/** The languages this build offers: the pseudo-language only in development. */
export function offeredLanguages(isDevelopment: boolean): readonly string[] {
  return isDevelopment ? [...languages, pseudoLanguage] : languages;
}

/** The locale `Intl` formats dates, numbers and plurals in for a language. */
export function intlLocale(language: string): string {
  return language === pseudoLanguage ? 'en' : language;
}

/** The document's `lang`: the pseudo-language is English text, marked as a private variant. */
export function documentLanguage(language: string): string {
  return language === pseudoLanguage ? 'en-XA' : language;
}
