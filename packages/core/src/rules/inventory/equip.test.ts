import { describe, expect, it } from 'vitest';
import { equip } from './equip.ts';
import { unequip } from './unequip.ts';
import { makePlayer } from './testPlayer.ts';
import { makeUser } from '../../testing/factories.ts';

const gear = makeUser().items.gear;
const owning = (...keys: string[]) =>
  makePlayer({
    itemChanges: {
      gear: {
        ...gear,
        owned: { ...gear.owned, ...Object.fromEntries(keys.map((k) => [k, true])) },
      },
    },
  });

describe('equip gear', () => {
  it('wears an owned piece in battle gear or costume', () => {
    const player = owning('weapon_warrior_1');
    const battle = equip(player, { type: 'equipped', key: 'weapon_warrior_1' });
    expect(battle.player.items.gear.equipped.weapon).toBe('weapon_warrior_1');
    expect(battle.player.items.gear.costume.weapon).toBe('weapon_base_0');
    expect(battle.message).toBe('Iron Shortsword equipped.');
    const costume = equip(player, { type: 'costume', key: 'weapon_warrior_1' });
    expect(costume.player.items.gear.costume.weapon).toBe('weapon_warrior_1');
  });

  it('takes the worn piece off, back to the base item of the slot', () => {
    const worn = equip(owning('weapon_warrior_1'), { type: 'equipped', key: 'weapon_warrior_1' });
    const off = equip(worn.player, { type: 'equipped', key: 'weapon_warrior_1' });
    expect(off.player.items.gear.equipped.weapon).toBe('weapon_base_0');
    expect(off.message).toBe('Iron Shortsword unequipped.');
  });

  it('takes the shield off for a two-handed weapon', () => {
    const shielded = equip(owning('weapon_wizard_1', 'shield_warrior_1'), {
      type: 'equipped',
      key: 'shield_warrior_1',
    });
    const staff = equip(shielded.player, { type: 'equipped', key: 'weapon_wizard_1' });
    expect(staff.player.items.gear.equipped).toMatchObject({
      weapon: 'weapon_wizard_1',
      shield: 'shield_base_0',
    });
    expect(staff.message).toBe('Willow Staff takes both hands, so Oak Buckler was unequipped.');
  });

  it('takes a two-handed weapon off for a shield', () => {
    const staff = equip(owning('weapon_wizard_1', 'shield_warrior_1'), {
      type: 'costume',
      key: 'weapon_wizard_1',
    });
    const shield = equip(staff.player, { type: 'costume', key: 'shield_warrior_1' });
    expect(shield.player.items.gear.costume).toMatchObject({
      weapon: 'weapon_base_0',
      shield: 'shield_warrior_1',
    });
    expect(shield.message).toContain('Willow Staff takes both hands');
  });

  it('refuses gear not owned (gearNotOwned), a bad type, no key', () => {
    expect(() => equip(owning(), { type: 'equipped', key: 'weapon_warrior_1' })).toThrow(
      expect.objectContaining({ key: 'gearNotOwned', status: 404 }),
    );
    expect(() => equip(owning(), { type: 'background', key: 'beach' })).toThrow(
      expect.objectContaining({
        key: 'invalidEquipType',
        status: 400,
        message: '"type" must be one of "equipped", "pet", "mount", "costume"',
      }),
    );
    expect(() => equip(owning(), { type: 'pet', key: '' })).toThrow(
      expect.objectContaining({ key: 'missingKeyParam' }),
    );
  });
});

describe('equip pets and mounts', () => {
  const stable = makePlayer({
    itemChanges: {
      pets: { 'Wolf-Base': 5, 'Fox-Base': -1 },
      mounts: { 'Fox-Base': true },
      currentPet: '',
      currentMount: '',
    },
  });

  it('sets the current pet and mount, and clears them when chosen again', () => {
    const pet = equip(stable, { type: 'pet', key: 'Wolf-Base' });
    expect(pet.player.items.currentPet).toBe('Wolf-Base');
    expect(equip(pet.player, { type: 'pet', key: 'Wolf-Base' }).player.items.currentPet).toBe('');
    const mount = equip(stable, { type: 'mount', key: 'Fox-Base' });
    expect(mount.player.items.currentMount).toBe('Fox-Base');
    expect(equip(mount.player, { type: 'mount', key: 'Fox-Base' }).player.items.currentMount).toBe(
      '',
    );
  });

  it('refuses a pet not held (petNotOwned) and a mount not owned (mountNotOwned)', () => {
    expect(() => equip(stable, { type: 'pet', key: 'Fox-Base' })).toThrow(
      expect.objectContaining({ key: 'petNotOwned', status: 404 }),
    );
    expect(() => equip(stable, { type: 'mount', key: 'Wolf-Base' })).toThrow(
      expect.objectContaining({ key: 'mountNotOwned', status: 404 }),
    );
  });
});

describe('unequip', () => {
  const dressed = makePlayer({
    preferences: { background: 'beach' } as never,
    itemChanges: {
      currentPet: 'Wolf-Base',
      currentMount: 'Fox-Base',
      gear: {
        ...gear,
        equipped: { ...gear.equipped, weapon: 'weapon_warrior_1' },
        costume: { ...gear.costume, head: 'head_warrior_1' },
      },
    },
  });
  const background = (player: typeof dressed) =>
    (player.preferences as unknown as { background?: string }).background;

  it('pet clears pet and mount only', () => {
    const { player, message } = unequip(dressed, { type: 'pet' });
    expect(player.items).toMatchObject({ currentPet: '', currentMount: '' });
    expect(player.items.gear.equipped.weapon).toBe('weapon_warrior_1');
    expect(background(player)).toBe('beach');
    expect(message).toBe('Your pet and mount are unequipped.');
  });

  it('background clears the background only', () => {
    const { player } = unequip(dressed, { type: 'background' });
    expect(background(player)).toBe('');
    expect(player.items.currentPet).toBe('Wolf-Base');
  });

  it('equipped and costume put every slot back to its base item', () => {
    const battle = unequip(dressed, { type: 'equipped' }).player.items.gear;
    expect(battle.equipped).toEqual({
      armor: 'armor_base_0',
      head: 'head_base_0',
      shield: 'shield_base_0',
      weapon: 'weapon_base_0',
    });
    expect(battle.costume.head).toBe('head_warrior_1');
    const costume = unequip(dressed, { type: 'costume' }).player.items.gear;
    expect(costume.costume.head).toBe('head_base_0');
    expect(costume.equipped.weapon).toBe('weapon_warrior_1');
  });

  it('all clears everything; pet-mount-background clears those three', () => {
    const all = unequip(dressed, { type: 'all' }).player;
    expect(all.items).toMatchObject({ currentPet: '', currentMount: '' });
    expect(all.items.gear.equipped.weapon).toBe('weapon_base_0');
    expect(all.items.gear.costume.head).toBe('head_base_0');
    expect(background(all)).toBe('');
    const three = unequip(dressed, { type: 'pet-mount-background' }).player;
    expect(background(three)).toBe('');
    expect(three.items.currentMount).toBe('');
    expect(three.items.gear.equipped.weapon).toBe('weapon_warrior_1');
  });

  it('refuses another type', () => {
    expect(() => unequip(dressed, { type: 'mount' })).toThrow(
      expect.objectContaining({ key: 'invalidUnequipType', status: 400 }),
    );
  });
});
