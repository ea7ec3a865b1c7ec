// Renders a component again when a catalogue table arrives or the language changes. The number
// it answers changes each time: a memo that reads catalogue text lists it among its inputs.
import { useSyncExternalStore } from 'react';
import { catalogueTexts } from './catalogueText.ts';

export function useCatalogueText(): number {
  return useSyncExternalStore(catalogueTexts.subscribe, catalogueTexts.version);
}
