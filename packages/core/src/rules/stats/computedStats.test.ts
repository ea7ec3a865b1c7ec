import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/factories.ts';
import { gearByKey } from '../../content/gear/catalogue.ts';
import type { PlayerClass } from '../../model/user.ts';
import { attributeBreakdown } from './attributeBreakdown.ts';
import { computedStats } from './computedStats.ts';

describe('computedStats', () => {
  it('adds buffs and half the level (capped at 100) to each attribute', () => {
    const user = makeUser({
      stats: { lvl: 10, str: 3, int: 2, buffs: { ...makeUser().stats.buffs, str: 4 } },
    });
    expect(computedStats(user)).toMatchObject({ str: 12, int: 7, con: 5, per: 5, maxMP: 44 });
    expect(computedStats(makeUser({ stats: { lvl: 250 } })).con).toBe(50);
  });

  it('gives 30 mana at level 1 and 40 at level 10', () => {
    expect(computedStats(makeUser()).maxMP).toBe(30);
    expect(computedStats(makeUser({ stats: { lvl: 10 } })).maxMP).toBe(40);
  });

  it('adds equipped battle gear, and half again for gear of the player’s class', () => {
    const weapon = gearByKey('weapon_warrior_3')!;
    expect(weapon.str).toBeGreaterThan(0);
    const withWeapon = (playerClass: PlayerClass) => {
      const user = makeUser({ stats: { class: playerClass } });
      const gear = {
        ...user.items.gear,
        equipped: { ...user.items.gear.equipped, weapon: weapon.key },
      };
      return { ...user, items: { ...user.items, gear } };
    };
    expect(computedStats(withWeapon('warrior')).str).toBe(weapon.str * 1.5);
    expect(computedStats(withWeapon('rogue')).str).toBe(weapon.str);
    expect(attributeBreakdown(withWeapon('warrior')).str).toMatchObject({
      gear: weapon.str,
      class: weapon.str / 2,
      allocated: 0,
      level: 0,
    });
  });

  it('costume gear does not count', () => {
    const user = makeUser();
    const gear = { ...user.items.gear, costume: { weapon: 'weapon_warrior_3' } };
    expect(computedStats({ ...user, items: { ...user.items, gear } }).str).toBe(0);
  });

  it('intelligence from gear raises max mana (2 × INT + 30)', () => {
    const staff = gearByKey('weapon_wizard_2')!;
    const user = makeUser({ stats: { class: 'wizard' } });
    const gear = {
      ...user.items.gear,
      equipped: { ...user.items.gear.equipped, weapon: staff.key },
    };
    const computed = computedStats({ ...user, items: { ...user.items, gear } });
    expect(computed.maxMP).toBe(2 * (staff.int * 1.5) + 30);
  });

  it('answers again for each change of gear, buffs or level, though the last answer is kept', () => {
    const user = makeUser({ stats: { class: 'warrior', lvl: 10 } });
    const weapon = gearByKey('weapon_warrior_3')!;
    const armed = {
      ...user,
      items: {
        ...user.items,
        gear: { ...user.items.gear, equipped: { ...user.items.gear.equipped, weapon: weapon.key } },
      },
    };
    expect(computedStats(user).str).toBe(5);
    expect(computedStats({ ...user, stats: { ...user.stats, hp: 10 } }).str).toBe(5);
    expect(computedStats(armed).str).toBe(5 + weapon.str * 1.5);
    expect(computedStats(user).str).toBe(5);
    const buffed = { ...user, stats: { ...user.stats, buffs: { ...user.stats.buffs, con: 3 } } };
    expect(computedStats(buffed).con).toBe(8);
    expect(computedStats({ ...user, stats: { ...user.stats, lvl: 20 } }).con).toBe(10);
    // A caller changing its answer does not change the next one.
    computedStats(user).str = 99;
    expect(computedStats(user).str).toBe(5);
  });
});
