// Hatching, feeding and releasing in the stable, and the drops scoring gives (issue 7).
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls, type ApiTask } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { fixedRandom } from '../../services/random.ts';
import { all, useInventoryTest } from './inventoryTestKit.ts';

describe.each(databasesUnderTest())(
  'stable calls (hatch, feed, release) and drops on $name',
  (database) => {
    const { t, setItems, setBalance, call, user, expectRefused } = useInventoryTest(database);

    describe('POST /user/hatch/:egg/:hatchingPotion', () => {
      it('hatches a pet of 5 points from one egg and one potion', async () => {
        await setItems(t.ada, { eggs: { Wolf: 2 }, hatchingPotions: { Base: 1 } });
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
        await setItems(t.ada, {
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
        await setItems(t.ada, {
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

      it('refuses every way feeding can fail', async () => {
        await setItems(t.ada, {
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

    describe('release', () => {
      it('releases the 90 pets for 1 gem, the 90 mounts for 1 gem, both for free', async () => {
        await setBalance(t.ada, 1);
        await setItems(t.ada, { pets: all(5), mounts: all(true), currentPet: 'Wolf-Base' });
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

        await setItems(t.ada, { pets: all(5), mounts: all(true) });
        await t.test.db.query(
          `UPDATE users SET achievements = achievements || '{"triadBingo": true}' WHERE id = $1`,
          [t.ada.id],
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
        await setItems(t.ada, { pets: all(5), mounts: { ...all(true), 'Fox-Base': null } });
        await expectRefused('POST', '/user/release-pets', 401, 'Not enough gems.');
        await setBalance(t.ada, 1);
        await expectRefused(
          'POST',
          '/user/release-mounts',
          401,
          'You have not collected every mount yet.',
        );
        await setItems(t.ada, { pets: { ...all(5), 'Fox-Base': 0 } });
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

    describe('drops on scoring', () => {
      it('gives the first egg and potion on the second completed task, then item drops', async () => {
        // Every roll 0: a crit, a drop, and the rarest potion
        // (docs/game-rules.md#critical-hits-and-drops).
        const lucky = buildTestApp(t.test.db, {}, { random: fixedRandom(0) });
        try {
          const calls = taskCalls(lucky, t.ada);
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
          // Not on a collect quest: no collection roll.
          expect(stored.party.quest.progress.collectedItems).toBe(0);
        } finally {
          await lucky.close();
        }
      });
    });
  },
);
