// Text tables the catalogue derives from family data whose words are not kept as a TextTable
// (help entries, card messages, achievement counts, group categories, plans and packs), so that
// every family is localised the same way.
import type { TextTable } from './contentText.ts';
import { faqEntries } from './faq/index.ts';
import { achievementCountText, groupCategoryText, subscriptionText } from './misc/index.ts';
import { cardMessages } from './spells/index.ts';

/** Help entries: the question as `text`, the web answer as `notes`, by heading. */
export const faqText: TextTable = Object.fromEntries(
  faqEntries.map((entry) => [entry.heading, { text: entry.question, notes: entry.web }]),
);

/** Card message variants as tables `message1`, `message2`, … keyed by card. */
export const cardMessageText: Readonly<Record<string, TextTable>> = (() => {
  const tables: Record<string, Record<string, { text: string }>> = {};
  for (const [card, messages] of Object.entries(cardMessages)) {
    messages.forEach((text, index) => {
      const table = (tables[`message${index + 1}`] ??= {});
      table[card] = { text };
    });
  }
  return tables;
})();

/** Counted achievements' singular and plural lines, as two tables keyed by achievement. */
export const achievementCountTables: Readonly<Record<string, TextTable>> = {
  singular: Object.fromEntries(
    Object.entries(achievementCountText).map(([key, forms]) => [key, { text: forms.singular }]),
  ),
  plural: Object.fromEntries(
    Object.entries(achievementCountText).map(([key, forms]) => [key, { text: forms.plural }]),
  ),
};

export const groupCategoryTable: TextTable = groupCategoryText;

export const subscriptionTable: TextTable = subscriptionText;
