import { describe, expect, it } from 'vitest';
import {
  activeTransformation,
  avatarLayers,
  LAYER_ORDER,
  type AvatarLook,
} from './avatarLayers.ts';

const dressed: AvatarLook = {
  preferences: {
    size: 'broad',
    skin: 'c06534',
    shirt: 'blue',
    chair: 'red',
    background: 'beach',
    hair: { color: 'red', base: 3, bangs: 1, beard: 2, mustache: 1, flower: 5 },
  },
  items: {
    gear: {
      equipped: {
        weapon: 'weapon_warrior_3',
        armor: 'armor_warrior_3',
        head: 'head_warrior_3',
        shield: 'shield_warrior_3',
        back: 'back_mystery_201402',
        body: 'body_special_wondercon_red',
        headAccessory: 'headAccessory_special_bearEars',
        eyewear: 'eyewear_special_blackTopFrame',
      },
      costume: { weapon: 'weapon_wizard_1', armor: 'armor_base_0', head: 'head_healer_2' },
    },
    currentMount: 'Dragon-Red',
    currentPet: 'Wolf-Base',
  },
};

const names = (look: AvatarLook) => avatarLayers(look).map((layer) => layer.name);

describe('avatar layers', () => {
  it('draws every layer in the fixed order of issue 9', () => {
    expect(names(dressed)).toEqual([
      'background',
      'mountBody',
      'chair',
      'back',
      'body',
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
    ]);
  });

  it('keeps the order of the table whatever subset is shown', () => {
    const order = names(dressed).map((name) => LAYER_ORDER.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows the battle gear, or the costume when the player wears it', () => {
    const battle = avatarLayers(dressed).find((layer) => layer.name === 'weapon');
    expect(battle?.value).toBe('weapon_warrior_3');
    const costumed = avatarLayers({
      ...dressed,
      preferences: { ...dressed.preferences, costume: true },
    });
    const gear = costumed.filter((layer) =>
      ['weapon', 'armor', 'head', 'shield'].includes(layer.name),
    );
    // the costume's empty armour slot (armor_base_0) draws nothing; no battle gear leaks through
    expect(gear).toEqual([
      { name: 'head', value: 'head_healer_2' },
      { name: 'weapon', value: 'weapon_wizard_1' },
    ]);
  });

  it('leaves out what is not chosen: bald, no chair, no mount, no pet, empty slots', () => {
    expect(names({ preferences: { hair: { base: 0 }, chair: 'none' } })).toEqual(['body', 'shirt']);
  });

  it('carries the body size and skin in the body layer, and the hair values', () => {
    const layers = avatarLayers(dressed);
    expect(layers.find((layer) => layer.name === 'body')?.value).toBe('broad.c06534');
    expect(layers.find((layer) => layer.name === 'hairBase')?.value).toBe('3');
    expect(layers.find((layer) => layer.name === 'flower')?.value).toBe('5');
  });

  it.each(['snowball', 'spookySparkles', 'shinySeed', 'seafoam'])(
    'the %s buff turns the character into its shape, keeping background, mount and pet',
    (buff) => {
      const look: AvatarLook = { ...dressed, stats: { buffs: { [buff]: true, str: 3 } } };
      expect(activeTransformation(look)).toBe(buff);
      expect(names(look)).toEqual([
        'background',
        'mountBody',
        'transformation',
        'mountHead',
        'pet',
      ]);
    },
  );

  it('ignores buffs that are off', () => {
    expect(
      activeTransformation({ stats: { buffs: { snowball: false, seafoam: false } } }),
    ).toBeNull();
  });
});
