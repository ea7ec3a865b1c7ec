// `appearances` (hair by part, skin, shirt, size, chair, background), `backgrounds` grouped by
// set (`backgrounds062014`, `timeTravelBackgrounds`, …) and `backgroundsFlat`, as the original's
// avatar editors read them.
import type {
  Customization,
  CustomizationSet,
  LocalizedCatalogue,
  LocalizedItem,
} from '@questlog/core';
import { keyedBy, present } from './keyed.ts';

export interface ContentAppearanceSet {
  key: string;
  text: string;
  /** Gems for the whole set; 0 when it cannot be bought as a whole. */
  setPrice: number;
  availableFrom?: string;
  availableUntil?: string;
}

export interface ContentAppearance {
  key: string;
  text: string;
  /** Price in gems (hourglasses for time-travel backgrounds); 0 is free. */
  price: number;
  set?: ContentAppearanceSet;
}

export interface ContentBackground {
  key: string;
  text: string;
  notes: string;
  price: number;
  /** The set's key. */
  set: string;
  /** Absent for gems; `hourglasses` or `loginIncentive` otherwise. */
  currency?: string;
}

type OptionsByKey = Record<string, ContentAppearance>;

export interface ContentAppearances {
  hair: Record<'color' | 'base' | 'bangs' | 'flower' | 'beard' | 'mustache', OptionsByKey>;
  skin: OptionsByKey;
  shirt: OptionsByKey;
  size: OptionsByKey;
  chair: OptionsByKey;
  background: Record<string, ContentBackground>;
}

function presentSet(set: LocalizedItem<CustomizationSet>): ContentAppearanceSet {
  return {
    key: set.key,
    text: set.text,
    setPrice: set.setPrice,
    ...present('availableFrom', set.availableFrom),
    ...present('availableUntil', set.availableUntil),
  };
}

function presentBackground(background: LocalizedItem<Customization>): ContentBackground {
  return {
    key: background.key,
    text: background.text,
    notes: background.notes ?? '',
    price: background.price,
    set: background.set ?? '',
    ...present('currency', background.currency !== 'gems' && background.currency),
  };
}

export function presentAppearances(catalogue: LocalizedCatalogue): {
  appearances: ContentAppearances;
  backgrounds: Record<string, Record<string, ContentBackground>>;
  backgroundsFlat: Record<string, ContentBackground>;
} {
  const sets = catalogue.customizationSets;
  const options = Object.values(catalogue.customizations);
  const ofKind = (kind: Customization['kind']): OptionsByKey =>
    keyedBy(
      options
        .filter((option) => option.kind === kind)
        .map((option) => {
          const set = option.set === undefined ? undefined : sets[option.set];
          return {
            key: option.key,
            text: option.text,
            price: option.price,
            ...present('set', set && presentSet(set)),
          };
        }),
      (option) => option.key,
    );

  const backgroundsFlat = keyedBy(
    Object.values(catalogue.backgrounds).map(presentBackground),
    (background) => background.key,
  );
  const backgrounds: Record<string, Record<string, ContentBackground>> = {};
  for (const background of Object.values(backgroundsFlat)) {
    (backgrounds[background.set] ??= {})[background.key] = background;
  }

  return {
    appearances: {
      hair: {
        color: ofKind('hair.color'),
        base: ofKind('hair.base'),
        bangs: ofKind('hair.bangs'),
        flower: ofKind('hair.flower'),
        beard: ofKind('hair.beard'),
        mustache: ofKind('hair.mustache'),
      },
      skin: ofKind('skin'),
      shirt: ofKind('shirt'),
      size: ofKind('size'),
      chair: ofKind('chair'),
      background: backgroundsFlat,
    },
    backgrounds,
    backgroundsFlat,
  };
}
