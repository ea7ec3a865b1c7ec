// Equipment, fortify, mystery items, selling and pins (issue 7).
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { useInventoryTest } from './inventoryTestKit.ts';

describe.each(databasesUnderTest())('inventory calls on $name', (database) => {
  const { t, setItems, setBalance, call, user, expectRefused } = useInventoryTest(database);

  describe('POST /user/equip/:type/:key and /user/unequip/:type', () => {
    it('equips owned gear, swaps a shield out for a two-handed weapon, and unequips', async () => {
      await t.test.db.query(
        `UPDATE users SET items = jsonb_set(items, '{gear,owned}', (items->'gear'->'owned') || $2)
         WHERE id = $1`,
        [t.ada.id, { weapon_wizard_1: true, shield_warrior_1: true }],
      );
      await call('POST', '/user/equip/equipped/shield_warrior_1');
      const staff = await call('POST', '/user/equip/equipped/weapon_wizard_1');
      expect(staff.statusCode, staff.body).toBe(200);
      expect(staff.json()).toMatchObject({
        data: { gear: { equipped: { weapon: 'weapon_wizard_1', shield: 'shield_base_0' } } },
        message: 'Willow Staff takes both hands, so Oak Buckler was unequipped.',
      });
      const off = await call('POST', '/user/unequip/equipped');
      expect(off.json()).toMatchObject({
        data: { gear: { equipped: { weapon: 'weapon_base_0' } } },
        message: 'Your battle gear is unequipped.',
      });
      expect((await user()).items.gear.equipped.weapon).toBe('weapon_base_0');
    });

    it('sets and clears the current pet and mount', async () => {
      await setItems(t.ada, { pets: { 'Wolf-Base': 5 }, mounts: { 'Fox-Base': true } });
      await call('POST', '/user/equip/pet/Wolf-Base');
      await call('POST', '/user/equip/mount/Fox-Base');
      expect((await user()).items).toMatchObject({
        currentPet: 'Wolf-Base',
        currentMount: 'Fox-Base',
      });
      const cleared = await call('POST', '/user/unequip/pet');
      expect(cleared.json()).toMatchObject({ message: 'Your pet and mount are unequipped.' });
      expect((await user()).items).toMatchObject({ currentPet: '', currentMount: '' });
    });

    it('refuses what is not owned and unknown types', async () => {
      await expectRefused(
        'POST',
        '/user/equip/equipped/weapon_warrior_6',
        404,
        'You do not own this piece of equipment.',
      );
      await expectRefused('POST', '/user/equip/pet/Wolf-Base', 404, 'You do not own this pet.');
      await expectRefused('POST', '/user/equip/mount/Wolf-Base', 404, 'You do not own this mount.');
      await expectRefused(
        'POST',
        '/user/equip/hat/head_base_0',
        400,
        '"type" must be one of "equipped", "pet", "mount", "costume"',
      );
      await expectRefused(
        'POST',
        '/user/unequip/hat',
        400,
        '"type" must be one of "pet", "background", "all", "costume", "equipped"',
      );
    });
  });

  describe('POST /user/reroll', () => {
    it('costs 4 gems, fills health and resets task values but rewards', async () => {
      await setBalance(t.ada, 1.25);
      await t.test.db.query(`UPDATE users SET stats = stats || '{"hp": 10}' WHERE id = $1`, [
        t.ada.id,
      ]);
      await t.test.db.query('UPDATE tasks SET value = 7 WHERE user_id = $1', [t.ada.id]);
      const response = await call('POST', '/user/reroll');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { user: ApiTask; tasks: ApiTask[] }; message: string }>();
      expect(body.data.user).toMatchObject({ balance: 0.25, stats: { hp: 50 } });
      expect(body.message).toBe(
        'Fortified! Your health is full and your tasks are back to neutral.',
      );
      const tasks = await taskCalls(t.app, t.ada).list();
      expect(tasks.length).toBeGreaterThan(2);
      for (const task of tasks) expect(task.value).toBe(task.type === 'reward' ? 7 : 0);
      expect(body.data.tasks.map((task) => task.type)).not.toContain('reward');
      await expectRefused('POST', '/user/reroll', 401, 'Not enough gems.');
    });

    it('never spends the same gems twice: 2 of 6 at once succeed with 2 fortifies of balance', async () => {
      await setBalance(t.ada, 2);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call('POST', '/user/reroll')),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(4);
      expect((await user()).balance).toBe(0);
    });
  });

  describe('POST /user/open-mystery-item', () => {
    it('opens items in turn and removes NEW_MYSTERY_ITEMS with the last', async () => {
      await t.test.db.query(
        `UPDATE users SET purchased = jsonb_set(purchased, '{plan,mysteryItems}', $2) WHERE id = $1`,
        [t.ada.id, JSON.stringify(['head_mystery_201402', 'armor_mystery_201402'])],
      );
      await t.test.db.query(
        `INSERT INTO notifications (user_id, type, data) VALUES ($1, 'NEW_MYSTERY_ITEMS', '{}')`,
        [t.ada.id],
      );
      const first = await call('POST', '/user/open-mystery-item');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ data: { key: 'head_mystery_201402' } });
      const types = (body: { notifications?: { type: string }[] }) =>
        (body.notifications ?? []).map((n) => n.type);
      expect(types(first.json())).toContain('NEW_MYSTERY_ITEMS');
      const second = await call('POST', '/user/open-mystery-item');
      expect(second.json()).toMatchObject({ data: { key: 'armor_mystery_201402' } });
      expect(types(second.json())).not.toContain('NEW_MYSTERY_ITEMS');
      const stored = await user();
      expect(stored.items.gear.owned).toMatchObject({
        head_mystery_201402: true,
        armor_mystery_201402: true,
      });
      expect(stored.purchased.plan.mysteryItems).toEqual([]);
      await expectRefused(
        'POST',
        '/user/open-mystery-item',
        400,
        'There are no mystery items to open.',
      );
    });
  });

  describe('POST /user/sell/:type/:key', () => {
    it('sells for the value in gold, with an amount', async () => {
      await setItems(t.ada, { eggs: { Wolf: 3 }, food: { Saddle: 1 } });
      const response = await call('POST', '/user/sell/eggs/Wolf?amount=2');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { stats: { gp: 6 }, items: { eggs: { Wolf: 1 } } },
      });
      expect((await user()).stats.gp).toBe(6);
    });

    it('refuses bad amounts, types, items and the Saddle', async () => {
      await setItems(t.ada, { eggs: { Wolf: 3 }, food: { Saddle: 1 } });
      const refusals: [string, number, string][] = [
        ['/user/sell/eggs/Wolf?amount=-1', 400, 'The amount must be a whole number of 0 or more.'],
        [
          '/user/sell/gear/Wolf',
          401,
          'That type cannot be sold. Use one of eggs, hatchingPotions or food.',
        ],
        ['/user/sell/eggs/Fox', 404, 'You have no eggs of that kind.'],
        ['/user/sell/eggs/Wolf?amount=4', 404, 'You do not have that many eggs.'],
        ['/user/sell/food/Saddle', 401, 'A Saddle cannot be sold.'],
      ];
      for (const [url, status, message] of refusals)
        await expectRefused('POST', url, status, message);
    });
  });

  describe('pinned items', () => {
    it('pins, moves and unpins items', async () => {
      for (const path of ['eggs.Wolf', 'food.Meat', 'quests.atom1']) {
        const type = path.split('.')[0]!;
        const pinned = await call('GET', `/user/toggle-pinned-item/${type}/${path}`);
        expect(pinned.statusCode, pinned.body).toBe(200);
        expect(pinned.json()).toMatchObject({ data: { isPinned: true } });
      }
      const moved = await call('POST', '/user/move-pinned-item/quests.atom1/move/to/0');
      expect(moved.json<{ data: { path: string }[] }>().data.map((item) => item.path)).toEqual([
        'quests.atom1',
        'eggs.Wolf',
        'food.Meat',
      ]);
      const unpinned = await call('GET', '/user/toggle-pinned-item/eggs/eggs.Wolf');
      expect(unpinned.json()).toMatchObject({ data: { isPinned: false } });
      expect((await user()).pinnedItems).toEqual([
        { type: 'quests', path: 'quests.atom1' },
        { type: 'food', path: 'food.Meat' },
      ]);
    });

    it('refuses what cannot be pinned or moved', async () => {
      await expectRefused(
        'GET',
        '/user/toggle-pinned-item/armoire/armoire',
        400,
        'This item cannot be unpinned.',
      );
      await expectRefused(
        'GET',
        '/user/toggle-pinned-item/potion/potion',
        400,
        'This item cannot be unpinned.',
      );
      await expectRefused(
        'GET',
        '/user/toggle-pinned-item/ship/eggs.Wolf',
        400,
        'Item type "ship" is not valid.',
      );
      await expectRefused(
        'GET',
        '/user/toggle-pinned-item/eggs/eggs.Nope',
        400,
        'Item path "eggs.Nope" is not valid.',
      );
      await expectRefused(
        'POST',
        '/user/move-pinned-item/eggs.Wolf/move/to/1',
        404,
        'Item path "eggs.Wolf" is not valid.',
      );
    });
  });

  it("leaves another player's inventory alone and asks for credentials", async () => {
    const bobBefore = await user(t.bob);
    await setItems(t.ada, { eggs: { Wolf: 1 }, hatchingPotions: { Base: 1 } });
    await call('POST', '/user/hatch/Wolf/Base');
    const bobAfter = await user(t.bob);
    expect(bobAfter._v).toBe(bobBefore._v);
    expect(bobAfter.items.pets).toEqual({});
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v4/user/hatch/Wolf/Base' });
    expect(anonymous.statusCode).toBe(401);
  });
});
