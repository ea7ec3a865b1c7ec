// Notification icons (a drop notice names its item by an icon key with an optional prefix). By
// default they are drawn inline by the sprite system; with an asset base (the VITE_ASSET_BASE build
// setting, or setSpriteAssetBase at run time) they load from that host as png, or gif for the
// animated icons named in the setting.
import { SpritePicture } from './SpritePicture.tsx';
import type { SpriteKind } from './spriteArt.tsx';

interface AssetSetting {
  base: string | null;
  gifIcons: ReadonlySet<string>;
}

const fromBuild = (import.meta.env.VITE_ASSET_BASE as string | undefined) ?? '';
let setting: AssetSetting = { base: fromBuild || null, gifIcons: new Set() };

/** `null` draws inline (the default). */
export function setSpriteAssetBase(base: string | null, gifIcons: readonly string[] = []): void {
  setting = { base: base ? base.replace(/\/$/, '') : null, gifIcons: new Set(gifIcons) };
}

// Icon-key prefixes → the sprite kind they name (longest first).
const prefixes: readonly [string, SpriteKind][] = [
  ['Pet_HatchingPotion_', 'potion'],
  ['Pet_Egg_', 'egg'],
  ['Pet_Food_', 'food'],
  ['Mount_Icon_', 'mount'],
  ['Mount_Body_', 'mount'],
  ['inventory_quest_scroll_', 'quest'],
  ['inventory_special_', 'special'],
  ['quest_', 'quest'],
  ['background_', 'background'],
  ['icon_background_', 'background'],
  ['achievement-', 'achievement'],
  ['shop_', 'gear'],
  ['Pet-', 'pet'],
];

const currencies: Readonly<Record<string, string>> = {
  gold: 'gold',
  gem: 'gems',
  gems: 'gems',
  hourglass: 'hourglasses',
  hourglasses: 'hourglasses',
};

/** What an icon key pictures: `Pet_Egg_Wolf` → an egg `Wolf`; `shop_weapon_warrior_1` → gear. */
export function spriteOfIcon(icon: string): { kind: SpriteKind; key: string } {
  for (const [prefix, kind] of prefixes) {
    if (icon.startsWith(prefix)) {
      const key = icon.slice(prefix.length);
      return kind === 'achievement' ? { kind, key: icon } : { kind, key };
    }
  }
  const currency = currencies[icon];
  if (currency) return { kind: 'currency', key: currency };
  if (/^(weapon|armor|head|shield|back|body|headAccessory|eyewear)_/.test(icon))
    return { kind: 'gear', key: icon };
  if (/^[A-Z]\w*-\w+$/.test(icon)) return { kind: 'pet', key: icon };
  return { kind: 'achievement', key: icon };
}

/** The URL an icon loads from when an asset base is set, else null (drawn inline). */
export function iconAssetUrl(icon: string, prefix = ''): string | null {
  if (!setting.base) return null;
  const name = `${prefix}${icon}`;
  return `${setting.base}/${name}.${setting.gifIcons.has(name) ? 'gif' : 'png'}`;
}

export function NotificationIcon({
  icon,
  prefix = '',
  size = 32,
}: {
  icon: string;
  prefix?: string;
  size?: number;
}) {
  const url = iconAssetUrl(icon, prefix);
  if (url) return <img src={url} width={size} height={size} alt="" />;
  const { kind, key } = spriteOfIcon(`${prefix}${icon}`);
  return <SpritePicture kind={kind} itemKey={key} size={size} />;
}
