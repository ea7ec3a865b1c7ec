import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../browser.ts';
import { readSavedAppState, savedAppStateKey } from '../../store/savedAppState.ts';
import { renderApp, signInAs } from '../../test/renderApp.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function saveAppState(state: object) {
  localStorage.setItem(savedAppStateKey, JSON.stringify(state));
}

describe('/redirect/:redirect', () => {
  it('marks a PayPal payment completed and closes the window', async () => {
    const closeWindow = vi.spyOn(browser, 'closeWindow').mockImplementation(() => {});
    saveAppState({ paymentType: 'gems' });
    renderApp('/redirect/paypal-success-checkout');
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(closeWindow).toHaveBeenCalledOnce();
    expect(readSavedAppState()).toEqual({ paymentType: 'gems', paymentCompleted: true });
  });

  it('marks a card payment completed and returns to the subscription', async () => {
    signInAs();
    saveAppState({ paymentType: 'subscription' });
    const { router } = renderApp('/redirect/stripe-success-checkout');
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    expect(router.state.location.pathname).toBe('/user/settings/subscription');
    expect(readSavedAppState()?.paymentCompleted).toBe(true);
  });

  it('reopens the gems modal after a failed gems payment', async () => {
    signInAs();
    saveAppState({ paymentType: 'gems' });
    const { router } = renderApp('/redirect/stripe-error-checkout');
    await screen.findByRole('dialog', { name: 'Buy gems' });
    expect(router.state.location.pathname).toBe('/');
    expect(readSavedAppState()?.paymentCompleted).toBeUndefined();
  });

  it('shows not-found for any other value', async () => {
    const { router } = renderApp('/redirect/something-else');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/static/not-found');
  });
});
