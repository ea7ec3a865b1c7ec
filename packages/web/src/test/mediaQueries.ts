// A screen for the components that follow media queries (components/usePhoneLayout.ts): jsdom has
// no matchMedia, so without this every test sees a wide, tall screen.
import { vi } from 'vitest';

/** The screen matches exactly `matching` of the queries asked; undo with vi.unstubAllGlobals(). */
export function stubMediaQueries(matching: readonly string[]): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
