// The loaders of every language's namespace files but English's, by `./<code>/<namespace>.json`:
// a chunk of its own that i18n.ts loads with the first file of another language, so an English
// first screen does not carry the list. Each file is its own chunk too.
import type { ResourceKey } from 'i18next';

export const translations = import.meta.glob<ResourceKey>(['./*/*.json', '!./en/*.json'], {
  import: 'default',
});
