// Colours of the art, derived from content keys: a fixed palette where the game names a colour
// (standard potions, classes), a hue hashed from the key everywhere else, so a new key always
// gets a stable colour of its own without a table entry.

/** FNV-1a over the key: stable across runs and platforms. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;
}

/** A body colour with its lighter belly and darker outline. */
export interface Tones {
  main: string;
  light: string;
  dark: string;
}

/** Three tones from one hex colour (`6b3fa0`) by mixing with white and black. */
export function tonesOfHex(hex: string): Tones {
  return { main: `#${hex}`, light: mix(hex, 'ffffff', 0.5), dark: mix(hex, '000000', 0.45) };
}

export function mix(hex: string, other: string, amount: number): string {
  const channel = (value: string, start: number) => parseInt(value.slice(start, start + 2), 16);
  const parts = [0, 2, 4].map((start) =>
    Math.round(channel(hex, start) * (1 - amount) + channel(other, start) * amount),
  );
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** Tones hashed from a key: any hue, saturation 45–85 %, mid lightness. */
export function tonesOfKey(key: string): Tones {
  const hash = hashKey(key);
  const hue = hash % 360;
  const saturation = 45 + ((hash >>> 9) % 40);
  const lightness = 45 + ((hash >>> 17) % 20);
  return {
    main: hsl(hue, saturation, lightness),
    light: hsl(hue, saturation, Math.min(lightness + 25, 92)),
    dark: hsl(hue, saturation, lightness - 25),
  };
}

/** The classes' colours (gear of a class, the class badge). */
export const CLASS_COLOURS: Readonly<Record<string, string>> = {
  warrior: 'c0392b',
  rogue: '6c3fa0',
  wizard: '2f6fd0',
  healer: 'e8b923',
  base: '9a9a9a',
};

/** Metal of a market tier, tin to gold. */
export const TIER_METALS = ['a7a9ac', 'b87333', 'c0c4c8', 'dfe3e8', 'd4af37', 'f2c230', 'fff1a8'];

export const INK = '#2b2135';

/**
 * The outline of gear: ink on the light theme, a light line on the dark one (styles/tokens.css
 * sets --sprite-outline there), so dark gear (navy, black) stays visible (issue 19.8).
 */
export const OUTLINE = `var(--sprite-outline, ${INK})`;
