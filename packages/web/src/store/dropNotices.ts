// Drop notices: what a scoring dropped (the score answer's _tmp.drop), what the armoire gave (its
// answer's data.armoire), and the server's lasting notifications the player must see once
// (FIRST_DROPS, ONBOARDING_COMPLETE), each a notice with the item's picture.
import i18next from 'i18next';
import type { ServerNotification } from '../api/envelope.ts';
import { notify } from '../components/notifications/notify.ts';
import { stableItemText, type StableItemKind } from '../sprites/stableItemText.ts';

type DropType = 'Egg' | 'HatchingPotion' | 'Food';

// A drop's type → its sprite kind and the icon prefix the notice stack reads.
const dropPictures: Readonly<Record<DropType, [kind: StableItemKind, prefix: string]>> = {
  Egg: ['egg', 'Pet_Egg_'],
  HatchingPotion: ['potion', 'Pet_HatchingPotion_'],
  Food: ['food', 'Pet_Food_'],
};

const isDropType = (type: unknown): type is DropType =>
  typeof type === 'string' && Object.hasOwn(dropPictures, type);

function nameOf(kind: StableItemKind, key: string): string {
  return stableItemText(kind, key) ?? key;
}

/** The item a scoring dropped; a drop the client cannot picture is still told by its dialog. */
export function announceDrop(drop: { type?: string; key?: string; dialog?: string }): void {
  const { type, key, dialog } = drop;
  if (!isDropType(type) || !key) {
    if (dialog) notify.drop(dialog);
    return;
  }
  const [kind, prefix] = dropPictures[type];
  const text = dialog ?? i18next.t(`drop.${type}`, { ns: 'notices', name: nameOf(kind, key) });
  notify.drop(text, `${prefix}${key}`);
}

export interface ArmoireDrop {
  type: 'gear' | 'food' | 'experience';
  dropKey: string | number;
  dropText: string;
  emptied?: boolean;
}

/** The armoire's result; `emptied` makes the stack open the armoire-empty modal. */
export function announceArmoire(armoire: ArmoireDrop, message: string): void {
  const key = String(armoire.dropKey);
  // experience has no item to picture
  const icon =
    armoire.type === 'gear'
      ? `shop_${key}`
      : armoire.type === 'food'
        ? `Pet_Food_${key}`
        : undefined;
  notify.drop(message, icon, armoire.emptied === true);
}

/**
 * A server notification shown as a notice, or false when it is not one of these. FIRST_DROPS
 * pictures the egg, ONBOARDING_COMPLETE the 100 gold.
 */
export function announceServerNotification({ type, data }: ServerNotification): boolean {
  if (type === 'FIRST_DROPS') {
    const { egg = '', hatchingPotion = '' } = (data ?? {}) as {
      egg?: string;
      hatchingPotion?: string;
    };
    const text = i18next.t('firstDrops', {
      ns: 'notices',
      egg: nameOf('egg', egg),
      potion: nameOf('potion', hatchingPotion),
    });
    notify.drop(text, `Pet_Egg_${egg}`);
    return true;
  }
  if (type === 'ONBOARDING_COMPLETE') {
    notify.drop(i18next.t('onboardingComplete', { ns: 'notices' }), 'gold');
    return true;
  }
  return false;
}
