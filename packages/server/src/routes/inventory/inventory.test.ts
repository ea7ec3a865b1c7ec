import { dropPets } from '@questlog/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { fixedRandom } from '../../services/random.ts';

const DROP_KEYS = dropPets.map((pet) => pet.key);
const all = <T>(value: T) => Object.fromEntries(DROP_KEYS.map((key) => [key, value]));

describe.each(databasesUnderTest())('inventory and stable calls on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let ada: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    test = await database.open();
    app = buildTestApp(test.db);
    bob = await registerAccount(app);
  });
  beforeEach(async () => {
    ada = await registerAccount(app);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const setItems = (account: TestAccount, items: object) =>
    test.db.query('UPDATE users SET items = items || $2 WHERE id = $1', [account.id, items]);
  const setBalance = (account: TestAccount, balance: number) =>
    test.db.query('UPDATE users SET balance = $2 WHERE id = $1', [account.id, balance]);
  const call = (method: 'GET' | 'POST', url: string) => taskCalls(app, ada).call(method, url);
  const user = (account = ada) => taskCalls(app, account).user();

  /** A refusal: the status, error key's message, and no change to the player. */
  async function expectRefused(
    method: 'GET' | 'POST',
    url: string,
    status: number,
    message: string,
  ) {
    const before = await user();
    const response = await call(method, url);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    const after = await user();
    expect(after._v).toBe(before._v);
    expect(after.items).toEqual(before.items);
    expect(after.balance).toBe(before.balance);
  }

  describe('POST /user/hatch/:egg/:hatchingPotion', () => {
    it('hatches a pet of 5 points from one egg and one potion', async () => {
      await setItems(ada, { eggs: { Wolf: 2 }, hatchingPotions: { Base: 1 } });
      const response = await call('POST', '/user/hatch/Wolf/Base');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: ApiTask; message: string }>();
      expect(body.data.pets['Wolf-Base']).toBe(5);
      expect(body.message).toBe('Your egg hatched! Find your new pet in the stable.');
      const stored = await user();
      expect(stored.items).toMatchObject({
        pets: { 'Wolf-Base': 5 },
        eggs: { Wolf: 1 },
        hatchingPotions: { Base: 0 },
      });
      expect(stored.achievements.hatchedPet).toBe(true);
    });

    it('refuses a missing egg, a bad combination and a pet already held', async () => {
      await setItems(ada, {
        eggs: { Gryphon: 1, Fox: 1 },
        hatchingPotions: { Rainbow: 1, Base: 1 },
        pets: { 'Fox-Base': 5 },
      });
      await expectRefused(
        'POST',
        '/user/hatch/Wolf/Base',
        404,
        'You are missing either that egg or that potion.',
      );
      await expectRefused(
        'POST',
        '/user/hatch/Gryphon/Rainbow',
        400,
        'Quest eggs cannot be hatched with magic hatching potions. Try another egg.',
      );
      await expectRefused(
        'POST',
        '/user/hatch/Fox/Base',
        400,
        'You already have that pet. Try another combination.',
      );
    });
  });

  describe('POST /user/feed/:pet/:food', () => {
    it('feeds liked food (+5), other food (+2) with an amount, and grows a mount at 50', async () => {
      await setItems(ada, {
        pets: { 'Wolf-Base': 5, 'Fox-Base': 45 },
        food: { Meat: 3, Milk: 3 },
        currentPet: 'Fox-Base',
      });
      const liked = await call('POST', '/user/feed/Wolf-Base/Meat');
      expect(liked.json()).toMatchObject({ data: 10, message: 'Wolf really likes the Meat!' });
      const other = await call('POST', '/user/feed/Wolf-Base/Milk?amount=2');
      expect(other.json()).toMatchObject({ data: 14 });
      const grown = await call('POST', '/user/feed/Fox-Base/Meat');
      expect(grown.json()).toMatchObject({
        data: -1,
        message: 'Fox has grown into a mount. Time for a ride!',
      });
      const stored = await user();
      expect(stored.items).toMatchObject({
        pets: { 'Wolf-Base': 14, 'Fox-Base': -1 },
        mounts: { 'Fox-Base': true },
        food: { Meat: 1, Milk: 1 },
        currentPet: '',
      });
    });

    it('refuses every way the seed lists', async () => {
      await setItems(ada, {
        pets: { 'Wolf-Base': 45, 'Wolf-Veteran': 5, 'Fox-Base': -1 },
        mounts: { 'Fox-Base': true },
        food: { Meat: 2 },
      });
      const refusals: [string, number, string][] = [
        ['/user/feed/Wolf-Nope/Meat', 404, 'Invalid pet name supplied.'],
        ['/user/feed/Wolf-Base/Bread', 404, 'Invalid food name supplied.'],
        ['/user/feed/Wolf-Red/Meat', 404, 'You do not have that pet.'],
        ['/user/feed/Wolf-Base/Milk', 404, 'You do not have that food.'],
        ['/user/feed/Wolf-Veteran/Meat', 401, 'This pet cannot be fed.'],
        ['/user/feed/Fox-Base/Meat', 401, 'You already have that mount. Feed another pet.'],
        [
          '/user/feed/Wolf-Base/Meat?amount=-1',
          400,
          'The amount must be a whole number of 0 or more.',
        ],
        [
          '/user/feed/Wolf-Base/Meat?amount=abc',
          400,
          'The amount must be a whole number of 0 or more.',
        ],
        ['/user/feed/Wolf-Base/Meat?amount=3', 401, 'You do not have enough of that food.'],
        [
          '/user/feed/Wolf-Base/Meat?amount=2',
          401,
          'That is more food than the pet can eat: feed it less.',
        ],
      ];
      for (const [url, status, message] of refusals)
        await expectRefused('POST', url, status, message);
    });
  });

  describe('POST /user/equip/:type/:key and /user/unequip/:type', () => {
    it('equips owned gear, swaps a shield out for a two-handed weapon, and unequips', async () => {
      await test.db.query(
        `UPDATE users SET items = jsonb_set(items, '{gear,owned}', (items->'gear'->'owned') || $2)
         WHERE id = $1`,
        [ada.id, { weapon_wizard_1: true, shield_warrior_1: true }],
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
      await setItems(ada, { pets: { 'Wolf-Base': 5 }, mounts: { 'Fox-Base': true } });
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

  describe('release', () => {
    it('releases the 90 pets for 1 gem, the 90 mounts for 1 gem, both for free', async () => {
      await setBalance(ada, 1);
      await setItems(ada, { pets: all(5), mounts: all(true), currentPet: 'Wolf-Base' });
      const pets = await call('POST', '/user/release-pets');
      expect(pets.statusCode, pets.body).toBe(200);
      const body = pets.json<{ data: ApiTask; message: string }>();
      expect(body.message).toBe('Your pets are released.');
      expect(body.data.balance).toBe(0.75);
      expect(body.data.achievements.beastMasterCount).toBe(1);
      expect(body.data.items.pets['Wolf-Base']).toBe(0);
      expect(body.data.items.currentPet).toBe('');

      const mounts = await call('POST', '/user/release-mounts');
      expect(mounts.json()).toMatchObject({
        data: { balance: 0.5, achievements: { mountMasterCount: 1 } },
        message: 'Your mounts are released.',
      });
      const stored = await user();
      expect(stored.balance).toBe(0.5);
      expect(stored.items.mounts['Wolf-Base']).toBeNull();

      await setItems(ada, { pets: all(5), mounts: all(true) });
      await test.db.query(
        `UPDATE users SET achievements = achievements || '{"triadBingo": true}' WHERE id = $1`,
        [ada.id],
      );
      const both = await call('POST', '/user/release-both');
      expect(both.json()).toMatchObject({
        data: {
          balance: 0.5,
          achievements: { beastMasterCount: 2, mountMasterCount: 2, triadBingoCount: 1 },
        },
        message: 'Your pets and mounts are released.',
      });
    });

    it('refuses without gems or a full collection', async () => {
      await setItems(ada, { pets: all(5), mounts: { ...all(true), 'Fox-Base': null } });
      await expectRefused('POST', '/user/release-pets', 401, 'Not enough gems.');
      await setBalance(ada, 1);
      await expectRefused(
        'POST',
        '/user/release-mounts',
        401,
        'You have not collected every mount yet.',
      );
      await setItems(ada, { pets: { ...all(5), 'Fox-Base': 0 } });
      await expectRefused(
        'POST',
        '/user/release-pets',
        401,
        'You have not collected every pet yet.',
      );
      await expectRefused(
        'POST',
        '/user/release-both',
        401,
        'You have not collected every pet and mount yet.',
      );
    });
  });

  describe('POST /user/reroll', () => {
    it('costs 4 gems, fills health and resets task values but rewards', async () => {
      await setBalance(ada, 1.25);
      await test.db.query(`UPDATE users SET stats = stats || '{"hp": 10}' WHERE id = $1`, [ada.id]);
      await test.db.query('UPDATE tasks SET value = 7 WHERE user_id = $1', [ada.id]);
      const response = await call('POST', '/user/reroll');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { user: ApiTask; tasks: ApiTask[] }; message: string }>();
      expect(body.data.user).toMatchObject({ balance: 0.25, stats: { hp: 50 } });
      expect(body.message).toBe(
        'Fortified! Your health is full and your tasks are back to neutral.',
      );
      const tasks = await taskCalls(app, ada).list();
      expect(tasks.length).toBeGreaterThan(2);
      for (const task of tasks) expect(task.value).toBe(task.type === 'reward' ? 7 : 0);
      expect(body.data.tasks.map((task) => task.type)).not.toContain('reward');
      await expectRefused('POST', '/user/reroll', 401, 'Not enough gems.');
    });

    it('never spends the same gems twice: 2 of 6 at once succeed with 2 fortifies of balance', async () => {
      await setBalance(ada, 2);
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
      await test.db.query(
        `UPDATE users SET purchased = jsonb_set(purchased, '{plan,mysteryItems}', $2) WHERE id = $1`,
        [ada.id, JSON.stringify(['head_mystery_201402', 'armor_mystery_201402'])],
      );
      await test.db.query(
        `INSERT INTO notifications (user_id, type, data) VALUES ($1, 'NEW_MYSTERY_ITEMS', '{}')`,
        [ada.id],
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
      await setItems(ada, { eggs: { Wolf: 3 }, food: { Saddle: 1 } });
      const response = await call('POST', '/user/sell/eggs/Wolf?amount=2');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { stats: { gp: 6 }, items: { eggs: { Wolf: 1 } } },
      });
      expect((await user()).stats.gp).toBe(6);
    });

    it('refuses bad amounts, types, items and the Saddle', async () => {
      await setItems(ada, { eggs: { Wolf: 3 }, food: { Saddle: 1 } });
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

  describe('drops on scoring', () => {
    it('gives the first egg and potion on the second completed task, then item drops', async () => {
      // Every roll 0: a crit, a drop, and the rarest potion (game-rules.md §3).
      const lucky = buildTestApp(test.db, {}, { random: fixedRandom(0) });
      try {
        const calls = taskCalls(lucky, ada);
        const habit = await calls.create({ type: 'habit', text: 'Stretch' });
        const score = async () => {
          const response = await calls.call('POST', `/tasks/${habit.id}/score/up`);
          expect(response.statusCode, response.body).toBe(200);
          return response.json<{ data: ApiTask; notifications: { type: string }[] }>();
        };
        const first = await score();
        expect(first.data._tmp?.drop).toBeUndefined();
        const second = await score();
        expect(second.notifications.map((n) => n.type)).toContain('FIRST_DROPS');
        expect((await user()).items).toMatchObject({
          eggs: { Wolf: 1 },
          hatchingPotions: { Base: 1 },
        });
        const third = await score();
        // No food yet: a food drop for certain.
        // (Meat outside the food events; the clock is the real one, so only the type is checked.)
        expect(third.data._tmp.drop).toMatchObject({ type: 'Food' });
        const food = third.data._tmp.drop.key as string;
        const fourth = await score();
        expect(fourth.data._tmp.drop).toEqual({ type: 'HatchingPotion', key: 'Golden' });
        const stored = await user();
        expect(stored.items).toMatchObject({
          hatchingPotions: { Base: 1, Golden: 1 },
          food: { [food]: 1 },
          lastDrop: { count: 2 },
        });
        expect(stored.party.quest.progress.collectedItems).toBe(2);
      } finally {
        await lucky.close();
      }
    });
  });

  it("leaves another player's inventory alone and asks for credentials", async () => {
    const bobBefore = await user(bob);
    await setItems(ada, { eggs: { Wolf: 1 }, hatchingPotions: { Base: 1 } });
    await call('POST', '/user/hatch/Wolf/Base');
    const bobAfter = await user(bob);
    expect(bobAfter._v).toBe(bobBefore._v);
    expect(bobAfter.items.pets).toEqual({});
    const anonymous = await app.inject({ method: 'POST', url: '/api/v4/user/hatch/Wolf/Base' });
    expect(anonymous.statusCode).toBe(401);
  });
});
