// The interface's languages: each is a folder of locales/ named by its code, one JSON file per
// namespace (locales/de/tasks.json). English is complete by definition; a key another language
// lacks is shown in English. The pseudo-language, for development only, is English made accented
// and longer at load time (pseudo.ts), to find text that is cut off or not in the catalogue.

/** The languages a player can choose, in the order the settings list them. */
export const languages = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ar'] as const;
export type Language = (typeof languages)[number];

export const pseudoLanguage = 'pseudo';

/** Written right to left. */
const rightToLeft: ReadonlySet<string> = new Set(['ar']);

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (languages as readonly string[]).includes(code);
}

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

export function textDirection(language: string): 'ltr' | 'rtl' {
  return rightToLeft.has(language.split('-')[0]!) ? 'rtl' : 'ltr';
}

/**
 * The first of the browser's preferred languages we have: an exact code (pt-BR), else the same
 * language in another region (pt-PT → pt-BR, zh-TW → zh-CN, de-AT → de); English when none.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  const lower = languages.map((code) => code.toLowerCase());
  for (const wanted of preferred) {
    const exact = lower.indexOf(wanted.toLowerCase());
    if (exact >= 0) return languages[exact]!;
    const base = wanted.toLowerCase().split('-')[0];
    const sameLanguage = lower.findIndex((code) => code.split('-')[0] === base);
    if (sameLanguage >= 0) return languages[sameLanguage]!;
  }
  return 'en';
}
