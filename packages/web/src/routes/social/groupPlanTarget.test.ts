import { describe, expect, it } from 'vitest';
import { groupPlanTarget } from './groupPlanTarget.ts';

describe('groupPlanTarget', () => {
  it('sends a guild that is a group plan to the plan information screen', () => {
    expect(groupPlanTarget({ _id: 'g1', purchased: { plan: { customerId: 'cus_1' } } })).toBe(
      '/group-plans/g1/information',
    );
  });

  it('leaves an ordinary guild alone', () => {
    expect(groupPlanTarget({ _id: 'g1' })).toBeNull();
    expect(groupPlanTarget({ _id: 'g1', purchased: { plan: { customerId: null } } })).toBeNull();
  });
});
