// Prose pages keep their whole text in a locale namespace, as `{ intro, updated?, sections }`.
import { useTranslation } from 'react-i18next';

export type StaticNamespace = 'staticPages' | 'staticLegal' | 'staticFaq';

export interface ProseSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface Prose {
  intro: string;
  updated?: string;
  sections: ProseSection[];
}

/** `t` with keys built at run time (the page name is data); results are checked before use. */
export type LooseT = (key: string, options?: { returnObjects?: boolean }) => unknown;

export function useLooseT(ns: StaticNamespace): { read: LooseT; has: (key: string) => boolean } {
  const { t, i18n } = useTranslation(ns);
  return {
    read: t as unknown as LooseT,
    has: (key) => i18n.exists(key, { ns }),
  };
}

/** A list from the catalogue, or an empty list when the key holds none. */
export function readList<T>(read: LooseT, key: string): T[] {
  const value = read(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

export function useProse(ns: StaticNamespace, page: string): Prose {
  const { read, has } = useLooseT(ns);
  return {
    intro: String(read(`${page}.intro`)),
    updated: has(`${page}.updated`) ? String(read(`${page}.updated`)) : undefined,
    sections: readList<ProseSection>(read, `${page}.sections`),
  };
}
