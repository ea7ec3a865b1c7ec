import { describe, expect, it } from 'vitest';
import { emptyPlan } from '../../model/plan.ts';
import {
  hasLivePlan,
  hasUncancelledPlan,
  memberPlanOnConversion,
  memberPlanOnJoining,
  memberPlanOnLeaving,
  planGrantedForFree,
} from './groupPlan.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('group plans', () => {
  it('a plan granted for free is live; a terminated one is not', () => {
    const plan = planGrantedForFree(NOW);
    expect(plan).toMatchObject({
      planId: 'group_monthly',
      customerId: 'group-plan-free',
      dateTerminated: null,
    });
    expect(hasLivePlan({ plan }, NOW)).toBe(true);
    expect(hasLivePlan({}, NOW)).toBe(false);
    expect(
      hasLivePlan({ plan: { ...plan, dateTerminated: '2026-11-01T00:00:00.000Z' } }, NOW),
    ).toBe(false);
    expect(
      hasLivePlan({ plan: { ...plan, dateTerminated: '2026-12-01T00:00:00.000Z' } }, NOW),
    ).toBe(true);
  });

  it("a joining member gets the free group_plan_auto subscription, keeping the plan's counters", () => {
    const before = { ...emptyPlan(), gemsBought: 7 };
    expect(memberPlanOnJoining(before, NOW)).toEqual({
      ...before,
      planId: 'group_plan_auto',
      customerId: 'group-plan',
      paymentMethod: 'groupPlan',
      dateCreated: NOW.toISOString(),
      dateUpdated: NOW.toISOString(),
      dateTerminated: null,
    });
  });

  it("a member's own paid subscription is kept as it is", () => {
    const paid = { ...emptyPlan(), planId: 'basic_earned', customerId: 'cus_1' };
    expect(memberPlanOnJoining(paid, NOW)).toBe(paid);
    expect(memberPlanOnLeaving(paid, { now: NOW, inAnotherPlanGroup: false })).toBe(paid);
  });

  it('leaving ends the free subscription unless another plan group keeps it', () => {
    const member = memberPlanOnJoining(emptyPlan(), NOW);
    expect(memberPlanOnLeaving(member, { now: NOW, inAnotherPlanGroup: true })).toBe(member);
    const left = memberPlanOnLeaving(member, { now: NOW, inAnotherPlanGroup: false });
    expect(left.dateTerminated).toBe(NOW.toISOString());
    expect(hasLivePlan({ plan: left }, NOW)).toBe(false);
  });

  it('staff convert a paid subscription into the membership, keeping its start and counters', () => {
    const paid = {
      ...emptyPlan(),
      planId: 'basic_3mo',
      customerId: 'cus_1',
      paymentMethod: 'Stripe',
      dateCreated: '2026-01-05T00:00:00.000Z',
      consecutive: { count: 10, offset: 2, trinkets: 4, gemCapExtra: 10 },
    };
    expect(memberPlanOnConversion(paid, NOW)).toEqual({
      ...paid,
      planId: 'group_plan_auto',
      customerId: 'group-plan',
      paymentMethod: 'groupPlan',
      dateCreated: '2026-01-05T00:00:00.000Z',
      dateUpdated: NOW.toISOString(),
      dateTerminated: null,
    });
    // An ended subscription starts again now.
    const ended = { ...paid, dateTerminated: '2026-11-01T00:00:00.000Z' };
    expect(memberPlanOnConversion(ended, NOW)).toMatchObject({
      dateCreated: NOW.toISOString(),
      dateTerminated: null,
    });
  });

  it('a plan with a termination date, even a future one, is cancelled', () => {
    const plan = planGrantedForFree(NOW);
    expect(hasUncancelledPlan({ plan }, NOW)).toBe(true);
    expect(hasUncancelledPlan({}, NOW)).toBe(false);
    const ending = { ...plan, dateTerminated: '2026-12-01T00:00:00.000Z' };
    expect(hasLivePlan({ plan: ending }, NOW)).toBe(true);
    expect(hasUncancelledPlan({ plan: ending }, NOW)).toBe(false);
  });
});
