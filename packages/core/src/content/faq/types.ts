// The shape of a help entry: a heading key, the platforms the entry does not apply to, a question
// and the answer shown on the web.
export const faqPlatforms = ['web', 'android', 'ios'] as const;

export type FaqPlatform = (typeof faqPlatforms)[number];

export interface FaqEntry {
  /** A stable key, unique in the list; clients use it as an anchor. */
  heading: string;
  /** Platforms this entry is not shown on (e.g. a web-only screen). */
  excludedPlatforms: readonly FaqPlatform[];
  question: string;
  /** The web answer: plain text, paragraphs separated by a blank line. */
  web: string;
}
