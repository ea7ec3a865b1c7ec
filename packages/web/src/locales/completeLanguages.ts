import type { Language } from './languages.ts';

/**
 * The languages whose catalogues must be complete: `npm test` fails when one of them lacks a key
 * English has. Another language may be partial (its missing keys show in English), but never
 * has a key English lacks or a placeholder English does not.
 */
export const completeLanguages: readonly Language[] = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'ja',
  'zh-CN',
  'ar',
];
