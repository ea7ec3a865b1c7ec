import type { SavedAppState } from '../../store/savedAppState.ts';

export type PaymentReturn =
  | { kind: 'markCompletedAndClose' }
  | { kind: 'markCompletedAndGo'; target: (state: SavedAppState) => string }
  | { kind: 'go'; target: (state: SavedAppState) => string }
  | { kind: 'notFound' };

const tasks = '/';
const subscription = '/user/settings/subscription';

// After a card payment, go back to what was being paid for.
export function stripeSuccessTarget(state: SavedAppState): string {
  const { paymentType, isStripeEdit, groupId } = state;
  if (paymentType === 'groupPlan' && isStripeEdit && groupId) {
    return `/group-plans/${groupId}/billing`;
  }
  if (paymentType === 'subscription' || paymentType === 'gift-subscription') return subscription;
  if (paymentType === 'groupPlan' && groupId) return `/group-plans/${groupId}/task-information`;
  return tasks;
}

// After a failed card payment, go back to where the payment can be tried again.
export function stripeErrorTarget(state: SavedAppState): string {
  const { paymentType, isStripeEdit, groupId, groupType, giftReceiverId } = state;
  switch (paymentType) {
    case 'subscription':
      return subscription;
    case 'groupPlan':
      if (isStripeEdit && groupId) return `/group-plans/${groupId}/billing`;
      if (groupType === 'party') return '/party';
      if (groupType === 'guild' && groupId) return `/groups/guild/${groupId}`;
      return '/group-plans'; // a new group plan: back to its creation
    case 'gift-subscription':
    case 'gift-gems':
      return giftReceiverId ? `/profile/${giftReceiverId}` : tasks;
    case 'gems':
      return `${tasks}?openGemsModal=true`;
    default:
      return tasks;
  }
}

export function paymentReturn(value: string): PaymentReturn {
  switch (value) {
    case 'paypal-success-checkout':
    case 'paypal-success-subscribe':
      return { kind: 'markCompletedAndClose' };
    case 'stripe-success-checkout':
      return { kind: 'markCompletedAndGo', target: stripeSuccessTarget };
    case 'stripe-error-checkout':
      return { kind: 'go', target: stripeErrorTarget };
    default:
      return { kind: 'notFound' };
  }
}
