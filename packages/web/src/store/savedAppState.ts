// Payment state is kept in the saved app state. Checkout code saves what it was paying for before
// leaving for the payment provider; the return page reads it back.
export const savedAppStateKey = 'questlog-saved-app-state';

export type PaymentType = 'gems' | 'gift-gems' | 'subscription' | 'gift-subscription' | 'groupPlan';

export interface SavedAppState {
  paymentType?: PaymentType;
  /** true when the payment only updated the card of an existing subscription or group plan */
  isStripeEdit?: boolean;
  /** the group plan being edited, or the party or guild being upgraded to a group plan */
  groupId?: string;
  groupType?: 'party' | 'guild';
  /** who receives a gifted subscription or gems */
  giftReceiverId?: string;
  paymentCompleted?: boolean;
}

export function readSavedAppState(): SavedAppState | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedAppStateKey) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as SavedAppState) : null;
  } catch {
    return null;
  }
}

// The window that started the checkout watches this flag to learn the payment went through.
export function markPaymentCompleted(): SavedAppState {
  const completed = { ...readSavedAppState(), paymentCompleted: true };
  localStorage.setItem(savedAppStateKey, JSON.stringify(completed));
  return completed;
}
