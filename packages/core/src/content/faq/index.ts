import { characterEntries } from './character.ts';
import { collectionEntries } from './collections.ts';
import { currencyEntries } from './currencies.ts';
import { socialEntries } from './social.ts';
import { taskEntries } from './tasks.ts';
import type { FaqEntry, FaqPlatform } from './types.ts';

export { faqPlatforms, type FaqEntry, type FaqPlatform } from './types.ts';

/** Every help entry, in the order a new player meets the topics. */
export const faqEntries: readonly FaqEntry[] = [
  ...taskEntries,
  ...characterEntries,
  ...collectionEntries,
  ...currencyEntries,
  ...socialEntries,
];

/** The entries shown on a platform: those that do not exclude it. */
export function faqForPlatform(
  platform: FaqPlatform,
  entries: readonly FaqEntry[] = faqEntries,
): FaqEntry[] {
  return entries.filter((entry) => !entry.excludedPlatforms.includes(platform));
}
