// Which pictures make up an avatar, in drawing order (issue 9 point 2): background, mount body,
// chair, body size and skin, shirt, armour, body accessory, hair base, bangs, beard, mustache,
// flower, head gear, head accessory, eyewear, shield, weapon, mount head, pet beside. The back
// accessory (capes, wings) hangs behind the body, so it is drawn just before it. Pure: the same
// look gives the same layers.

export const LAYER_ORDER = [
  'background',
  'mountBody',
  'chair',
  'back',
  'body',
  'transformation',
  'shirt',
  'armor',
  'bodyAccessory',
  'hairBase',
  'bangs',
  'beard',
  'mustache',
  'flower',
  'head',
  'headAccessory',
  'eyewear',
  'shield',
  'weapon',
  'mountHead',
  'pet',
] as const;

export type LayerName = (typeof LAYER_ORDER)[number];

export interface AvatarLayer {
  name: LayerName;
  /** The content key drawn: a gear key, a mount or pet key, a background, a hair style… */
  value: string;
}

export interface HairLook {
  color?: string;
  base?: number | string;
  bangs?: number | string;
  beard?: number | string;
  mustache?: number | string;
  flower?: number | string;
}

/** The parts of a user (or a party member) the avatar reads; everything is optional. */
export interface AvatarLook {
  preferences?: {
    costume?: boolean;
    sleep?: boolean;
    size?: string;
    skin?: string;
    shirt?: string;
    chair?: string;
    background?: string;
    hair?: HairLook;
  };
  items?: {
    gear?: { equipped?: Record<string, string>; costume?: Record<string, string> };
    currentPet?: string;
    currentMount?: string;
  };
  stats?: { buffs?: Partial<Record<string, unknown>> };
}

/** The four visual buffs; the first active one turns the character into its shape. */
export const TRANSFORMATIONS = ['snowball', 'spookySparkles', 'shinySeed', 'seafoam'] as const;
export type Transformation = (typeof TRANSFORMATIONS)[number];

const gearLayers: readonly [LayerName, string][] = [
  ['back', 'back'],
  ['armor', 'armor'],
  ['bodyAccessory', 'body'],
  ['head', 'head'],
  ['headAccessory', 'headAccessory'],
  ['eyewear', 'eyewear'],
  ['shield', 'shield'],
  ['weapon', 'weapon'],
];

/** The transformation buff shown, if any (snowball, spooky sparkles, shiny seed, seafoam). */
export function activeTransformation(look: AvatarLook): Transformation | null {
  const buffs = look.stats?.buffs ?? {};
  return TRANSFORMATIONS.find((buff) => buffs[buff] === true) ?? null;
}

/** The gear shown: the costume when the player wears it, else the battle gear. */
export function shownGear(look: AvatarLook): Record<string, string> {
  const gear = look.items?.gear;
  return (look.preferences?.costume ? gear?.costume : gear?.equipped) ?? {};
}

const isShown = (value: string | undefined): value is string =>
  value !== undefined &&
  value !== '' &&
  value !== 'none' &&
  value !== '0' &&
  !/_base_0$/.test(value);

export function avatarLayers(look: AvatarLook): AvatarLayer[] {
  const preferences = look.preferences ?? {};
  const hair = preferences.hair ?? {};
  const gear = shownGear(look);
  const transformation = activeTransformation(look);
  const mount = look.items?.currentMount;
  const candidates: Partial<Record<LayerName, string | undefined>> = {
    background: preferences.background,
    mountBody: mount,
    mountHead: mount,
    pet: look.items?.currentPet,
  };
  if (transformation) {
    candidates.transformation = transformation;
  } else {
    Object.assign(candidates, {
      chair: preferences.chair,
      body: `${preferences.size ?? 'slim'}.${preferences.skin ?? 'f5a76e'}`,
      shirt: preferences.shirt ?? 'white',
      hairBase: String(hair.base ?? '0'),
      bangs: String(hair.bangs ?? '0'),
      beard: String(hair.beard ?? '0'),
      mustache: String(hair.mustache ?? '0'),
      flower: String(hair.flower ?? '0'),
    });
    for (const [layer, slot] of gearLayers) candidates[layer] = gear[slot];
  }
  return LAYER_ORDER.flatMap((name) => {
    const value = candidates[name];
    return isShown(value) ? [{ name, value }] : [];
  });
}
