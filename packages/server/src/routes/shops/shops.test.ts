// Buying with gold, purchases racing for the same money, and credentials (issue 7).
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useShopTest } from './shopTestKit.ts';

describe.each(databasesUnderTest())('gold shop calls on $name', (database) => {
  const { t, setStats, setBalance, setOwnedGear, setPurchased, plan, call, user, ok } =
    useShopTest(database);

  describe('buying with gold', () => {
    it('POST /user/buy-gear/:key: 30 gold for armor_warrior_1, answered with items', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 100 });
      const body = await ok(ada, '/user/buy-gear/armor_warrior_1');
      expect(body.data.gear.owned.armor_warrior_1).toBe(true);
      expect(body.message).toMatch(/^Bought /);
      const after = await user(ada);
      expect(after.stats.gp).toBe(70);
      expect(after.achievements.purchasedEquipment).toBe(true);
    });

    it('the last piece of a class line earns the ultimate gear set and the armoire', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 90 });
      await setOwnedGear(ada, {
        weapon_warrior_6: true,
        armor_warrior_5: true,
        head_warrior_5: true,
        shield_warrior_4: true,
      });
      const body = await ok(ada, '/user/buy-gear/shield_warrior_5');
      const after = await user(ada);
      expect(after.achievements.ultimateGearSets.warrior).toBe(true);
      expect(after.flags.armoireEnabled).toBe(true);
      expect(body.notifications).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'ULTIMATE_GEAR_ACHIEVEMENT' })]),
      );
    });

    it('POST /user/buy-health-potion: 2 potions, 50 gold, +30 hp capped at 50; answers stats', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 60, hp: 25 });
      const body = await ok(ada, '/user/buy-health-potion', { quantity: 2 });
      expect(body.data).toMatchObject({ hp: 50, gp: 10 });
      expect(body.message).toBeTruthy();
    });

    it('POST /user/buy-armoire: 100 gold, the drop in data.armoire', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 120 });
      const body = await ok(ada, '/user/buy-armoire');
      expect(body.data.armoire).toMatchObject({ type: 'gear', dropKey: expect.any(String) });
      expect(body.data.items.gear.owned[body.data.armoire.dropKey]).toBe(true);
      expect(body.data.flags.armoireOpened).toBe(true);
      expect((await user(ada)).stats.gp).toBe(20);
    });

    it('POST /user/buy-quest/:key: gold quests for their gold value; answers items.quests', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 400 });
      const body = await ok(ada, '/user/buy-quest/dilatoryDistress1', { quantity: 2 });
      expect(body.data.dilatoryDistress1).toBe(2);
      expect((await user(ada)).stats.gp).toBe(0);
    });

    it('POST /user/buy-special-spell/:key: an antidote clears its buff for 5 gold', async () => {
      const ada = await registerAccount(t.app);
      const before = await user(ada);
      await setStats(ada, { gp: 5, buffs: { ...before.stats.buffs, seafoam: true } });
      const body = await ok(ada, '/user/buy-special-spell/sand');
      expect(body.data.stats).toMatchObject({ gp: 0, buffs: { seafoam: false } });
    });

    it('POST /user/buy-mystery-set/:key: a past set for one hourglass', async () => {
      const ada = await registerAccount(t.app);
      await setPurchased(
        ada,
        plan({ consecutive: { count: 3, offset: 0, trinkets: 2, gemCapExtra: 0 } }),
      );
      const body = await ok(ada, '/user/buy-mystery-set/201402');
      expect(body.data.items.gear.owned.head_mystery_201402).toBe(true);
      expect((await user(ada)).purchased.plan.consecutive.trinkets).toBe(1);
    });

    it('POST /user/buy/:key dispatches by key and type', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 500, hp: 30 });
      await setBalance(ada, 1);
      expect((await ok(ada, '/user/buy/potion')).data).toMatchObject({ hp: 45, gp: 475 });
      expect((await ok(ada, '/user/buy/weapon_warrior_1')).data.gear.owned.weapon_warrior_1).toBe(
        true,
      );
      expect((await ok(ada, '/user/buy/Wolf', { type: 'eggs' })).data).toMatchObject({
        balance: 0.25,
        items: { eggs: { Wolf: 1 } },
      });
      expect((await ok(ada, '/user/buy/dilatoryDistress1', { type: 'quest' })).data).toMatchObject({
        dilatoryDistress1: 1,
      });
      expect((await ok(ada, '/user/buy/armoire')).data.armoire.type).toBe('gear');
    });
  });

  describe('purchases at once never spend the same money twice', () => {
    it('20 gem purchases for a player who can afford 3: exactly 3 land, balance exact', async () => {
      const ada = await registerAccount(t.app);
      await setBalance(ada, 2.25); // 9 gems: three Wolf eggs at 3
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => call(ada, '/user/purchase/eggs/Wolf')),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 401)).toHaveLength(17);
      const after = await user(ada);
      expect(after.balance).toBe(0);
      expect(after.items.eggs.Wolf).toBe(3);
    });

    it('two gold purchases at once when only one is affordable: one lands', async () => {
      const ada = await registerAccount(t.app);
      await setStats(ada, { gp: 250 });
      const [first, second] = await Promise.all([
        call(ada, '/user/buy-quest/dilatoryDistress1'),
        call(ada, '/user/buy-quest/dilatoryDistress1'),
      ]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 401]);
      const after = await user(ada);
      expect(after.stats.gp).toBe(50);
      expect(after.items.quests.dilatoryDistress1).toBe(1);
    });
  });

  it('asks for credentials', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v4/user/buy-armoire' });
    expect(response.statusCode).toBe(401);
  });
});
