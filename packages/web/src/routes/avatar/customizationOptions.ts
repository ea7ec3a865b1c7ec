// What the customisation editor offers (issue 9 point 3): every option of a kind with whether the
// player owns it, gets it free or must unlock it, its price, and the sets that can be unlocked
// whole. Pure over the catalogue, the player's purchases and preferences, and the month shown.
import {
  checkInOnlyBackgrounds,
  customizations,
  customizationSets,
  customizationText,
  gemsOf as coreGemsOf,
  monthlyBackgroundSets,
  type Customization,
  type CustomizationKind,
} from '@questlog/core';
import { catalogueName } from '../../catalogue/catalogueText.ts';

export const EDITOR_KINDS = [
  'size',
  'skin',
  'shirt',
  'hair.color',
  'hair.base',
  'hair.bangs',
  'hair.beard',
  'hair.mustache',
  'hair.flower',
  'chair',
  'background',
] as const satisfies readonly CustomizationKind[];
export type EditorKind = (typeof EDITOR_KINDS)[number];

export type OptionState = 'owned' | 'free' | 'locked';

export interface EditorOption {
  kind: EditorKind;
  key: string;
  path: string;
  name: string;
  price: number;
  currency: Customization['currency'];
  set?: string;
  state: OptionState;
  isSelected: boolean;
  /** Check-in backgrounds are earned, never unlocked with gems. */
  isCheckInReward: boolean;
}

export interface EditorSet {
  key: string;
  name: string;
  setPrice: number;
  /** Every path of the set: the unlock call names all of them. */
  paths: string[];
  lockedCount: number;
}

/** The parts of a player the editor reads. */
export interface EditorPlayer {
  balance?: number;
  purchased?: Record<string, unknown>;
  preferences?: Record<string, unknown>;
}

/** The value at a dotted path (`hair.color` in preferences, `hair.color.rainbow` in purchased). */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return node;
}

/** The option chosen now; numbers (hair styles) and strings compare as text. */
export function currentValue(player: EditorPlayer, kind: EditorKind): string | undefined {
  const value = valueAt(player.preferences, kind);
  return value === undefined || value === null ? undefined : String(value);
}

const isReleased = (option: Customization, shown: { year: number; month: number }) => {
  const monthly = monthlyBackgroundSets.find((set) => set.key === option.set);
  return !monthly || monthly.year * 12 + monthly.month <= shown.year * 12 + shown.month;
};

export function editorOptions(
  player: EditorPlayer,
  kind: EditorKind,
  shownMonth: { year: number; month: number },
): EditorOption[] {
  const chosen = currentValue(player, kind);
  return customizations
    .filter((option) => option.kind === kind && isReleased(option, shownMonth))
    .map((option) => {
      const isOwned = valueAt(player.purchased, option.path) === true;
      const state: OptionState = option.price <= 0 ? 'free' : isOwned ? 'owned' : 'locked';
      return {
        kind,
        key: option.key,
        path: option.path,
        name: catalogueName('customizations', customizationText, option.path) ?? option.key,
        price: option.price,
        currency: option.currency,
        ...(option.set === undefined ? {} : { set: option.set }),
        state,
        isSelected: chosen === option.key,
        isCheckInReward: kind === 'background' && checkInOnlyBackgrounds.includes(option.key),
      };
    });
}

/** The sets of these options that can be unlocked whole and still have something locked. */
export function unlockableSets(options: readonly EditorOption[]): EditorSet[] {
  return customizationSets.flatMap((set) => {
    const members = options.filter((option) => option.set === set.key);
    const lockedCount = members.filter((option) => option.state === 'locked').length;
    if (set.setPrice <= 0 || members.length === 0 || lockedCount === 0) return [];
    const currency = members[0]?.currency;
    if (currency !== 'gems') return [];
    return [
      {
        key: set.key,
        name: catalogueName('customizations', customizationText, `set.${set.key}`) ?? set.key,
        setPrice: set.setPrice,
        paths: members.map((option) => option.path),
        lockedCount,
      },
    ];
  });
}

/** Gems the player holds (core's gemsOf: balance × 4). */
export function gemsOf(player: EditorPlayer): number {
  return coreGemsOf({ balance: player.balance ?? 0 });
}

const NUMERIC_KINDS: ReadonlySet<EditorKind> = new Set([
  'hair.base',
  'hair.bangs',
  'hair.beard',
  'hair.mustache',
  'hair.flower',
]);

/** The PUT /user body choosing an option: `{ "preferences.hair.base": 3 }`. */
export function preferenceUpdate(
  option: Pick<EditorOption, 'kind' | 'key'>,
): Record<string, string | number> {
  const value = NUMERIC_KINDS.has(option.kind) ? Number(option.key) : option.key;
  return { [`preferences.${option.kind}`]: value };
}

/** A copy of `tree` with `value` at the dotted path, copying only the branch it changes. */
export function withValueAt<T extends object>(
  tree: T | undefined,
  path: string,
  value: unknown,
): T {
  const [head = '', ...rest] = path.split('.');
  const base = (tree ?? {}) as Record<string, unknown>;
  const child = base[head];
  const next =
    rest.length === 0
      ? value
      : withValueAt(child && typeof child === 'object' ? child : {}, rest.join('.'), value);
  return { ...base, [head]: next } as T;
}
