// The interface's languages, shared by the server (messages, e-mails, chat, GET /content) and the
// web client. Codes are BCP 47 (`pt-BR`, `zh-CN`); the original's codes (`pt_BR`, `zh`) are read
// as the same languages.

/** The languages Questlog speaks, English first (the source every other falls back to). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0]!) ? 'rtl' : 'ltr';
}

/** One asked code as ours: an exact code, else the same language in another region; or none. */
export function languageOf(asked: string): Language | undefined {
  const wanted = asked.trim().replace(/_/g, '-').toLowerCase();
  const lower = LANGUAGES.map((code) => code.toLowerCase());
  const exact = lower.indexOf(wanted);
  if (exact >= 0) return LANGUAGES[exact];
  const base = wanted.split('-')[0];
  const sameLanguage = lower.findIndex((code) => code.split('-')[0] === base);
  return sameLanguage >= 0 ? LANGUAGES[sameLanguage] : undefined;
}

/**
 * The first of a list of preferred languages we speak (the browser's `navigator.languages`, an
 * `Accept-Language` header's ranges in order): pt-PT → pt-BR, zh-TW → zh-CN, de-AT → de. English
 * when none is ours.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const asked of preferred) {
    const language = languageOf(asked);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** An `Accept-Language` header's ranges, most wanted first (`de-CH, fr;q=0.8, en;q=0.5`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { range: range.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ range, quality }) => range !== '' && range !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);
}
