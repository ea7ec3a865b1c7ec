import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  iconAssetUrl,
  NotificationIcon,
  setSpriteAssetBase,
  spriteOfIcon,
} from './notificationIcon.tsx';

afterEach(() => setSpriteAssetBase(null));

describe('notification icons', () => {
  it.each([
    ['Pet_Egg_Wolf', 'egg', 'Wolf'],
    ['Pet_HatchingPotion_Golden', 'potion', 'Golden'],
    ['Pet_Food_Meat', 'food', 'Meat'],
    ['Mount_Icon_Wolf-Base', 'mount', 'Wolf-Base'],
    ['Pet-Dragon-Red', 'pet', 'Dragon-Red'],
    ['shop_weapon_warrior_1', 'gear', 'weapon_warrior_1'],
    ['inventory_quest_scroll_moon1', 'quest', 'moon1'],
    ['weapon_armoire_ogreClub', 'gear', 'weapon_armoire_ogreClub'],
    ['gems', 'currency', 'gems'],
  ])('%s pictures a %s %s', (icon, kind, key) => {
    expect(spriteOfIcon(icon)).toEqual({ kind, key });
  });

  it('draws inline by default', () => {
    const { container } = render(<NotificationIcon icon="Wolf" prefix="Pet_Egg_" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[data-sprite="egg:Wolf"] path')).not.toBeNull();
  });

  it('loads png (gif for the animated ones) from a configured asset base', () => {
    setSpriteAssetBase('https://assets.example/sprites/', ['Pet-Wolf-Cerberus']);
    expect(iconAssetUrl('Wolf', 'Pet_Egg_')).toBe(
      'https://assets.example/sprites/Pet_Egg_Wolf.png',
    );
    expect(iconAssetUrl('Pet-Wolf-Cerberus')).toBe(
      'https://assets.example/sprites/Pet-Wolf-Cerberus.gif',
    );
    const { container } = render(<NotificationIcon icon="Wolf" prefix="Pet_Egg_" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://assets.example/sprites/Pet_Egg_Wolf.png',
    );
  });
});
