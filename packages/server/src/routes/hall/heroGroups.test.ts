// The staff's tools for a player's groups through the API (issue 18): a party's support fields, a
// player's group plans, taking them out of their party, and turning their own subscription into
// their plan group's membership.
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { expectLedgerMatches } from '../../../test/helpers/staff.ts';
import { useHallTest } from './hallTestKit.ts';

describe.each(databasesUnderTest())("staff and a hero's groups on $name", (database) => {
  const { t, as, putHero } = useHallTest(database);

  it("shows a party's support fields only, a player's group plans, and takes a player out of their party", async () => {
    const leader = await registerAccount(t.app);
    const party = await as(leader).createParty('Secret Name');
    const fields = await as(t.support).ok('GET', `/hall/heroes/party/${party._id}`);
    expect(fields).toMatchObject({ _id: party._id, memberCount: 1, leader: leader.id, balance: 0 });
    expect(fields.name).toBeUndefined();
    expect(await as(t.support).ok('GET', `/hall/heroes/${leader.id}/group-plans`)).toEqual([]);
    await t.app.db.query(
      `UPDATE groups SET purchased = '{"plan": {"customerId": "cus_9"}}' WHERE id = $1`,
      [party._id],
    );
    const plans = await as(t.support).ok('GET', `/hall/heroes/${leader.username}/group-plans`);
    expect(plans).toEqual([
      expect.objectContaining({ _id: party._id, purchased: { plan: { customerId: 'cus_9' } } }),
    ]);
    // A live plan keeps its last member: staff end it before taking them out.
    expectRefused(
      await putHero(leader.id, { removeFromParty: true }),
      401,
      'cannotDeleteActiveGroup',
    );
    await t.app.db.query(`UPDATE groups SET purchased = '{}' WHERE id = $1`, [party._id]);
    expect((await putHero(leader.id, { removeFromParty: true })).statusCode).toBe(200);
    expectRefused(await as(leader).call('GET', '/groups/party'), 404, 'groupNotFound');
    const nobody = '00000000-0000-4000-8000-0000000000bb';
    expectRefused(
      await as(t.support).call('GET', `/hall/heroes/party/${nobody}`),
      404,
      'groupWithIDNotFound',
      {
        groupId: nobody,
      },
    );
  });

  it("converts a member's own subscription into their plan group's membership; bad ids are refused", async () => {
    const [leader, hero, outsider] = [
      await registerAccount(t.app),
      await registerAccount(t.app),
      await registerAccount(t.app),
    ];
    const party = await as(leader).createParty('Plan Party');
    await as(leader).invite(party._id, { uuids: [hero.id] });
    expect((await as(hero).join(party._id)).statusCode).toBe(200);
    const paid = {
      planId: 'basic_3mo',
      customerId: 'cus_7',
      paymentMethod: 'Stripe',
      dateCreated: '2026-01-05T00:00:00.000Z',
      dateTerminated: null,
      gemsBought: 3,
      mysteryItems: [],
      consecutive: { count: 9, offset: 0, trinkets: 0, gemCapExtra: 10 },
    };
    await t.app.db.query(
      `UPDATE users SET purchased = jsonb_set(purchased, '{plan}', $2) WHERE id = $1`,
      [hero.id, paid],
    );
    const setGroupPlan = (plan: object) =>
      t.app.db.query(`UPDATE groups SET purchased = $2 WHERE id = $1`, [party._id, { plan }]);
    const convert = (groupId: unknown) =>
      putHero(hero.id, { purchased: { plan: { convertToGroupPlan: groupId } } });
    const planOf = async (id: string) =>
      (
        await t.app.db.query<{ plan: Json }>(
          `SELECT purchased->'plan' AS plan FROM users WHERE id = $1`,
          [id],
        )
      )[0]!.plan;

    expectRefused(await convert('not-a-group'), 400, 'groupIdRequired');
    expectRefused(await convert(42), 400, 'groupIdRequired');
    // Empty asks for nothing (the original ignores it).
    for (const empty of [null, '']) expect((await convert(empty)).statusCode).toBe(200);
    expectRefused(await convert('00000000-0000-4000-8000-0000000000cc'), 404, 'groupNotFound');
    const otherParty = await as(outsider).createParty('Not Theirs');
    await t.app.db.query(`UPDATE groups SET purchased = $2 WHERE id = $1`, [
      otherParty._id,
      { plan: { customerId: 'group-plan-free', planId: 'group_monthly', dateTerminated: null } },
    ]);
    expectRefused(await convert(otherParty._id), 404, 'groupNotFound');
    expectRefused(await convert(party._id), 400, 'groupDoesNotHavePlan');
    // A plan that ends next month is live but cancelled.
    await setGroupPlan({
      customerId: 'cus_g',
      planId: 'group_monthly',
      dateTerminated: '2099-01-01T00:00:00.000Z',
    });
    expectRefused(await convert(party._id), 400, 'groupDoesNotHavePlan');
    expect(await planOf(hero.id)).toEqual(paid);

    await setGroupPlan({ customerId: 'cus_g', planId: 'group_monthly', dateTerminated: null });
    const response = await convert(party._id.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    const converted = {
      ...paid,
      planId: 'group_plan_auto',
      customerId: 'group-plan',
      paymentMethod: 'groupPlan',
      dateUpdated: expect.any(String),
    };
    expect(response.json<{ data: Json }>().data.purchased.plan).toEqual(converted);
    expect(await planOf(hero.id)).toEqual(converted);
    const history = await as(t.support).ok('GET', `/admin/user/${hero.id}/history`);
    expect(history.events[0]).toMatchObject({
      type: 'admin.heroUpdated',
      actorId: t.support.id,
      fields: ['purchased'],
      convertedToGroupPlan: party._id,
    });
    // Attached to the group's plan: leaving the group ends it.
    await as(hero).ok('POST', '/groups/party/leave');
    expect(await planOf(hero.id)).toMatchObject({
      customerId: 'group-plan',
      dateTerminated: expect.any(String),
    });
    await expectLedgerMatches(t.app, hero.id);
  });
});
