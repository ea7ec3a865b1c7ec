// The English catalogue, one file per namespace. Components never hold user-visible text.
import common from './en/common.json';
import home from './en/home.json';
import pages from './en/pages.json';
import titles from './en/titles.json';

export const defaultNS = 'common';

export const resources = {
  en: { common, titles, home, pages },
} as const;

export type TitleKey = keyof typeof titles;
