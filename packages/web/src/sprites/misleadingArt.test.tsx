// Issue 19.8: art that misled a new player (the armoire as a potion, every quest scroll alike,
// time-travel animals as generic shapes, a cellar under a sky, navy gear lost in the dark theme).
import { CATALOGUE, TIME_TRAVEL_STABLE } from '@questlog/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import tokens from '../styles/tokens.css?raw';
import { INK } from './palette.ts';
import { spriteDrawing, type SpriteKind } from './spriteArt.tsx';

const drawn = (kind: SpriteKind, key: string) => renderToStaticMarkup(spriteDrawing(kind, key));
const keysOf = <T,>(family: { items: readonly T[]; keyOf: (item: T) => string }) =>
  family.items.map((item) => family.keyOf(item));

// The antidotes' stoppered flask (SpecialItemArt's drawing for specials without their own).
const flask = 'M 40 26 H 60 L 72 86 H 28 Z';

describe('the armoire and the health potion', () => {
  it('draws the armoire as a wardrobe, not as a flask, and unlike the health potion', () => {
    expect(drawn('special', 'armoire')).not.toContain(flask);
    expect(drawn('special', 'potion')).not.toContain(flask);
    expect(drawn('special', 'armoire')).not.toBe(drawn('special', 'potion'));
  });
});

describe('quest scrolls', () => {
  it('seals each scroll with its own quest’s boss, so no two scrolls look alike', () => {
    const quests = keysOf(CATALOGUE.quests);
    for (const key of quests) expect(drawn('quest', key)).toContain(`data-quest-seal="${key}"`);
    expect(new Set(quests.map((key) => drawn('quest', key))).size).toBe(quests.length);
  });
});

describe('time-travel animals', () => {
  it.each(TIME_TRAVEL_STABLE)('draws %s with its own drawing, as a pet and as a mount', (key) => {
    const egg = key.split('-')[0];
    expect(drawn('pet', key)).toContain(`data-art="${egg}"`);
    expect(drawn('mount', key)).toContain(`data-art="${egg}"`);
  });

  it('no longer draws the mammoth like the wolf: it has a trunk and a tusk', () => {
    const mammoth = drawn('pet', 'Mammoth-Base');
    expect(mammoth).toContain('stroke="#fffaf0"'); // the tusk
    expect(mammoth).not.toBe(drawn('pet', 'Wolf-Base'));
  });
});

describe('backgrounds', () => {
  it.each(['barrel_cellar', 'cozy_cider_cellar', 'deep_mine', 'dungeon', 'crystal_cave'])(
    'draws %s underground, with no sky, clouds or stars',
    (key) => {
      const picture = drawn('background', key);
      expect(picture).toContain('data-setting="underground"');
      expect(picture).not.toContain('fill="#ffffff"'); // clouds
      expect(picture).not.toContain('fill="#fff6b0"'); // stars
    },
  );

  it('keeps underwater caves under water and rooms indoors', () => {
    expect(drawn('background', 'underwater_cave')).not.toContain('data-setting');
    expect(drawn('background', 'cozy_bedroom')).toContain('data-setting="indoors"');
  });
});

describe('gear on the dark theme', () => {
  /** WCAG contrast of two #rrggbb colours. */
  function contrast(a: string, b: string): number {
    const luminance = (hex: string) => {
      const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((start) => {
        const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  const darkTheme = /:root\[data-theme='dark'\] \{([^}]*)\}/.exec(tokens)?.[1] ?? '';
  const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`).exec(darkTheme)?.[1];

  it('outlines every piece of gear with the theme’s outline, never with fixed ink', () => {
    const gear = keysOf(CATALOGUE.gear);
    const inked = gear.filter((key) => drawn('gear', key).includes(`stroke="${INK}"`));
    expect(inked).toEqual([]);
    expect(drawn('gear', 'armor_rogue_1')).toContain('stroke="var(--sprite-outline');
  });

  it('makes that outline stand out from the dark surfaces (3:1), so navy gear shows', () => {
    const outline = token('--sprite-outline');
    expect(outline).toBeDefined();
    for (const surface of ['--color-bg', '--color-surface', '--color-surface-raised']) {
      expect(contrast(outline!, token(surface)!)).toBeGreaterThanOrEqual(3);
    }
  });
});
