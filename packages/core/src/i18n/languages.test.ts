import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageOf, matchLanguage, textDirection } from './languages.ts';

describe('matchLanguage', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt_BR'], 'pt-BR'],
    [['zh-TW', 'ja'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['nl', 'ar-EG'], 'ar'],
    [['nl', 'sv'], 'en'],
    [[], 'en'],
  ])('picks from %j the language %s', (preferred, language) => {
    expect(matchLanguage(preferred)).toBe(language);
  });

  it('knows no language from an unknown code', () => {
    expect(languageOf('tlh')).toBeUndefined();
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(['ar', 'en', 'ja', 'pt-BR'].map(textDirection)).toEqual(['rtl', 'ltr', 'ltr', 'ltr']);
  });
});

describe('acceptedLanguages', () => {
  it('orders the ranges by quality, keeping the header order for equal ones', () => {
    expect(acceptedLanguages('en;q=0.5, de-CH, fr;q=0.8, *;q=0.1, ja;q=0')).toEqual([
      'de-CH',
      'fr',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
