import { describe, expect, it } from 'vitest';
import type { SavedAppState } from '../../store/savedAppState.ts';
import { paymentReturn, stripeErrorTarget, stripeSuccessTarget } from './paymentReturn.ts';

describe('payment return values', () => {
  it.each([
    ['paypal-success-checkout', 'markCompletedAndClose'],
    ['paypal-success-subscribe', 'markCompletedAndClose'],
    ['stripe-success-checkout', 'markCompletedAndGo'],
    ['stripe-error-checkout', 'go'],
    ['stripe-success-subscribe', 'notFound'],
    ['', 'notFound'],
  ])('%s → %s', (value, kind) => {
    expect(paymentReturn(value).kind).toBe(kind);
  });
});

describe('stripeSuccessTarget', () => {
  it.each<[SavedAppState, string]>([
    [{ paymentType: 'groupPlan', isStripeEdit: true, groupId: 'g1' }, '/group-plans/g1/billing'],
    [{ paymentType: 'subscription' }, '/user/settings/subscription'],
    [{ paymentType: 'gift-subscription', giftReceiverId: 'u2' }, '/user/settings/subscription'],
    [{ paymentType: 'groupPlan', groupId: 'g1' }, '/group-plans/g1/task-information'],
    [{ paymentType: 'gems' }, '/'],
    [{}, '/'],
  ])('%j → %s', (state, target) => {
    expect(stripeSuccessTarget(state)).toBe(target);
  });
});

describe('stripeErrorTarget', () => {
  it.each<[SavedAppState, string]>([
    [{ paymentType: 'subscription' }, '/user/settings/subscription'],
    [{ paymentType: 'groupPlan', isStripeEdit: true, groupId: 'g1' }, '/group-plans/g1/billing'],
    [{ paymentType: 'groupPlan' }, '/group-plans'],
    [{ paymentType: 'groupPlan', groupId: 'p1', groupType: 'party' }, '/party'],
    [{ paymentType: 'groupPlan', groupId: 'g7', groupType: 'guild' }, '/groups/guild/g7'],
    [{ paymentType: 'gift-gems', giftReceiverId: 'u2' }, '/profile/u2'],
    [{ paymentType: 'gift-subscription', giftReceiverId: 'u2' }, '/profile/u2'],
    [{ paymentType: 'gems' }, '/?openGemsModal=true'],
    [{}, '/'],
  ])('%j → %s', (state, target) => {
    expect(stripeErrorTarget(state)).toBe(target);
  });
});
