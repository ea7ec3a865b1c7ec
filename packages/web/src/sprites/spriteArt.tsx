// Which drawing a kind of sprite uses, and the frame it is drawn in.
import type { ReactElement } from 'react';
import { BackgroundArt } from './backgroundArt.tsx';
import { MountArt, PetArt } from './creatureArt.tsx';
import { CustomizationArt } from './customizationArt.tsx';
import { GEAR_VIEWBOX, GearArt, gearLook } from './gearArt.tsx';
import {
  AchievementArt,
  CardArt,
  CurrencyArt,
  EggArt,
  FoodArt,
  PotionArt,
  QuestScrollArt,
  SpecialItemArt,
} from './itemArt.tsx';

export const SPRITE_KINDS = [
  'pet',
  'mount',
  'gear',
  'egg',
  'potion',
  'food',
  'quest',
  'background',
  'customization',
  'card',
  'special',
  'currency',
  'achievement',
] as const;
export type SpriteKind = (typeof SPRITE_KINDS)[number];

const drawings: Readonly<Record<SpriteKind, (key: string) => ReactElement>> = {
  pet: (key) => <PetArt petKey={key} />,
  mount: (key) => <MountArt mountKey={key} />,
  gear: (key) => <GearArt gearKey={key} />,
  egg: (key) => <EggArt eggKey={key} />,
  potion: (key) => <PotionArt potionKey={key} />,
  food: (key) => <FoodArt foodKey={key} />,
  quest: (key) => <QuestScrollArt questKey={key} />,
  background: (key) => <BackgroundArt backgroundKey={key} />,
  customization: (key) =>
    key.startsWith('background.') ? (
      <BackgroundArt backgroundKey={key.slice(11)} />
    ) : (
      <CustomizationArt path={key} />
    ),
  card: (key) => <CardArt cardKey={key} />,
  special: (key) => <SpecialItemArt itemKey={key} />,
  currency: (key) => <CurrencyArt currency={key} />,
  achievement: (key) => <AchievementArt icon={key} />,
};

export function spriteDrawing(kind: SpriteKind, key: string): ReactElement {
  return drawings[kind](key);
}

export function spriteViewBox(kind: SpriteKind, key: string): string {
  if (kind === 'gear') return GEAR_VIEWBOX[gearLook(key).slot] ?? '0 0 100 100';
  if (kind === 'customization' && !key.startsWith('background.')) return '18 8 64 84';
  return '0 0 100 100';
}
