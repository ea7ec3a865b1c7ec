// The shape of avatar customisations. Prices are in gems; the unlock rule charges price / 4 balance
// units.

export const customizationKinds = [
  'hair.color',
  'hair.base',
  'hair.bangs',
  'hair.flower',
  'hair.beard',
  'hair.mustache',
  'skin',
  'shirt',
  'size',
  'chair',
  'background',
] as const;

export type CustomizationKind = (typeof customizationKinds)[number];

/** What an option is paid with: gems by default, hourglasses for time-travel backgrounds. */
export type CustomizationCurrency = 'gems' | 'hourglasses' | 'loginIncentive';

export interface Customization {
  kind: CustomizationKind;
  key: string;
  /** The unlock path, e.g. `hair.color.rainbow` or `background.beach`; unique over all kinds. */
  path: string;
  /** 0 means free for everyone. */
  price: number;
  currency: CustomizationCurrency;
  /** The set the option belongs to, if any. */
  set?: string;
}

export interface CustomizationSet {
  key: string;
  kind: CustomizationKind;
  /** Gems for the whole set; 0 means the set cannot be bought as a whole. */
  setPrice: number;
  /** ISO dates bounding when a limited set was sold. */
  availableFrom?: string;
  availableUntil?: string;
}

/** Builds the options of one kind from keys, with the same price and set for all. */
export function optionsOf(
  kind: CustomizationKind,
  keys: readonly string[],
  extra: { price?: number; set?: string; currency?: CustomizationCurrency } = {},
): Customization[] {
  return keys.map((key) => ({
    kind,
    key,
    path: `${kind}.${key}`,
    price: extra.price ?? 0,
    currency: extra.currency ?? 'gems',
    ...(extra.set === undefined ? {} : { set: extra.set }),
  }));
}
