// The account extras of the settings: webhooks, transactions, promo code and subscription
// (issue 18.8), against fakes of the server's routes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';

afterEach(() => vi.restoreAllMocks());

const basePlayer = {
  id: testCredentials.apiId,
  _v: 3,
  permissions: {},
  auth: { local: { username: 'ana' } },
  preferences: { language: 'en' },
};

/** A signed-in player; `answer` handles every call but GET /user. */
function signedIn(answer: (call: FakeCall) => Response, player: object = basePlayer) {
  storeTestCredentials();
  return fakeFetch((call) =>
    call.method === 'GET' && call.url === '/api/v4/user'
      ? json(200, { success: true, data: player, userV: 3 })
      : answer(call),
  );
}

const sent = (calls: FakeCall[]) =>
  calls.filter((call) => !(call.method === 'GET' && call.url === '/api/v4/user'));
const ok = (data: unknown) => json(200, { success: true, data });
const refused = (status: number, message: string, extra: object = {}) =>
  json(status, { success: false, error: 'BadRequest', message, ...extra });

const hook = {
  id: '5d7c0b3a-8f5e-4d2b-9c1a-2b3c4d5e6f70',
  type: 'taskActivity',
  label: 'My board',
  url: 'https://hooks.example.org/tasks',
  enabled: true,
  options: { created: false, updated: false, deleted: false, checklistScored: false, scored: true },
  failures: 0,
  lastFailureAt: null,
  secret: 'abc',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const disabledHook = {
  ...hook,
  id: '6e8d1c4b-9a6f-4e3c-8d2b-3c4d5e6f7a81',
  label: 'Chat relay',
  type: 'groupChatReceived',
  enabled: false,
  options: { groupId: '11111111-2222-4333-8444-555555555555' },
  failures: 3,
  lastFailureAt: '2026-11-20T08:00:00.000Z',
};

describe('webhook settings', () => {
  it('lists the hooks with their type, state and failed deliveries', async () => {
    signedIn(() => ok([hook, disabledHook]));
    renderApp('/user/settings/webhooks');
    const first = await screen.findByRole('listitem', { name: 'My board' });
    expect(within(first).getByText('Task activity')).toBeTruthy();
    expect(within(first).getByText('On')).toBeTruthy();
    expect(within(first).getByText('No failed deliveries')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Chat relay' });
    expect(within(second).getByText('Group chat message')).toBeTruthy();
    expect(within(second).getByText('Off — no messages are sent')).toBeTruthy();
    expect(within(second).getByText(/3 failed deliveries in a row/)).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('says when there are none, and when the list could not load', async () => {
    signedIn(() => ok([]));
    const { unmount } = renderApp('/user/settings/webhooks');
    expect(await screen.findByText('You have no webhooks yet.')).toBeTruthy();
    unmount();
    signedIn(() => json(500, { success: false, error: 'InternalServerError', message: 'Oops' }));
    renderApp('/user/settings/webhooks');
    expect(await screen.findByText('Your webhooks could not be loaded.')).toBeTruthy();
  });

  it('adds a quest hook with the chosen options', async () => {
    const calls = signedIn((call) =>
      call.method === 'POST'
        ? json(201, {
            success: true,
            data: { ...hook, id: 'new', label: 'Quests', type: 'questActivity' },
          })
        : ok([]),
    );
    renderApp('/user/settings/webhooks');
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    await userEvent.type(within(form).getByLabelText('URL'), 'https://hooks.example.org/q');
    await userEvent.type(within(form).getByLabelText('Label'), 'Quests');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'questActivity');
    await userEvent.click(within(form).getByLabelText('A quest starts'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('listitem', { name: 'Quests' })).toBeTruthy();
    expect(sent(calls).find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v4/user/webhook',
      body: {
        url: 'https://hooks.example.org/q',
        label: 'Quests',
        type: 'questActivity',
        enabled: true,
        options: { questStarted: true, questFinished: false, questInvited: false },
      },
    });
  });

  it('asks for the group of a group chat hook before sending', async () => {
    const calls = signedIn(() => ok([]));
    renderApp('/user/settings/webhooks');
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    await userEvent.type(within(form).getByLabelText('URL'), 'https://hooks.example.org/c');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'groupChatReceived');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(form).getByText('Enter the ID of the group to listen to.')).toBeTruthy();
    expect(sent(calls).filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of the URL beside the field", async () => {
    signedIn((call) =>
      call.method === 'POST'
        ? refused(400, 'Invalid request parameters.', {
            errors: [
              { param: 'url', message: 'The webhook URL must be an http or https address.' },
            ],
          })
        : ok([]),
    );
    renderApp('/user/settings/webhooks');
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    const url = within(form).getByLabelText('URL');
    await userEvent.type(url, 'ftp://hooks.example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(form).findByText('The webhook URL must be an http or https address.'),
    ).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a hook, turns it off and deletes it', async () => {
    let current = hook;
    const calls = signedIn((call) => {
      if (call.method === 'PUT') {
        current = { ...current, ...(call.body as object) };
        return ok(current);
      }
      if (call.method === 'DELETE') return ok([]);
      return ok([current]);
    });
    renderApp('/user/settings/webhooks');
    let row = await screen.findByRole('listitem', { name: 'My board' });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = within(row).getByRole('form', { name: 'Edit webhook' });
    const label = within(form).getByLabelText('Label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Board');
    await userEvent.click(within(form).getByRole('button', { name: 'Save webhook' }));
    row = await screen.findByRole('listitem', { name: 'Board' });
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(await within(row).findByText('Off — no messages are sent')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no webhooks yet.')).toBeTruthy();
    const changes = sent(calls).filter((call) => call.method !== 'GET');
    expect(changes.map((call) => [call.method, call.url])).toEqual([
      ['PUT', `/api/v4/user/webhook/${hook.id}`],
      ['PUT', `/api/v4/user/webhook/${hook.id}`],
      ['DELETE', `/api/v4/user/webhook/${hook.id}`],
    ]);
    expect(changes[0]!.body).toMatchObject({ label: 'Board', type: 'taskActivity' });
    expect(changes[1]!.body).toEqual({ enabled: false });
  });
});

describe('transactions', () => {
  const support = { ...basePlayer, permissions: { userSupport: true } };

  it('shows the ledger with types in words, gems counted from balance units', async () => {
    const calls = signedIn(
      () =>
        ok([
          {
            id: 't2',
            currency: 'hourglasses',
            transactionType: 'subscription_perks',
            amount: 1,
            currentAmount: 2,
            createdAt: '2026-11-20T08:00:00.000Z',
          },
          {
            id: 't1',
            currency: 'gems',
            transactionType: 'spend',
            amount: -1,
            currentAmount: 5,
            createdAt: '2026-11-19T08:00:00.000Z',
          },
        ]),
      support,
    );
    renderApp('/user/settings/transactions');
    const table = await screen.findByRole('table', { name: 'Gem and hourglass transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Subscription perks')).toBeTruthy();
    expect(within(rows[0]!).getByText('1 hourglass')).toBeTruthy();
    expect(within(rows[0]!).getByText('2 hourglasses')).toBeTruthy();
    expect(within(rows[1]!).getByText('Spent')).toBeTruthy();
    expect(within(rows[1]!).getByText('-4 gems')).toBeTruthy();
    expect(within(rows[1]!).getByText('20 gems')).toBeTruthy();
    expect(sent(calls)[0]!.url).toBe('/api/v4/user/purchase-history');
  });

  it('says when there are none, and when they could not load', async () => {
    signedIn(() => ok([]), support);
    const { unmount } = renderApp('/user/settings/transactions');
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    unmount();
    signedIn(
      () => json(500, { success: false, error: 'InternalServerError', message: 'Oops' }),
      support,
    );
    renderApp('/user/settings/transactions');
    expect(await screen.findByText('Your transactions could not be loaded.')).toBeTruthy();
  });

  it('shows loading until the answer comes', async () => {
    storeTestCredentials();
    fakeFetch((call) =>
      call.url === '/api/v4/user'
        ? json(200, { success: true, data: support, userV: 3 })
        : (new Promise(() => {}) as unknown as Response),
    );
    renderApp('/user/settings/transactions');
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });
});

describe('promo code', () => {
  it('redeems a code and says so', async () => {
    const calls = signedIn(() => ok({ ...basePlayer, balance: 5 }));
    renderApp('/user/settings/promo-code');
    const form = await screen.findByRole('form', { name: 'Promo code' });
    await userEvent.type(within(form).getByLabelText('Promo code'), 'ABC-123');
    await userEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
    expect(await within(form).findByText('Code redeemed. Enjoy your reward!')).toBeTruthy();
    expect(sent(calls)[0]).toMatchObject({ method: 'POST', url: '/api/v4/coupons/enter/ABC-123' });
  });

  it('shows a refused code beside the field', async () => {
    signedIn(() =>
      json(401, {
        success: false,
        error: 'NotAuthorized',
        message: 'This coupon code has already been used.',
      }),
    );
    renderApp('/user/settings/promo-code');
    const form = await screen.findByRole('form', { name: 'Promo code' });
    const field = within(form).getByLabelText('Promo code');
    await userEvent.type(field, 'USED');
    await userEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
    expect(await within(form).findByText('This coupon code has already been used.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a code before sending', async () => {
    const calls = signedIn(() => ok({}));
    renderApp('/user/settings/promo-code');
    const form = await screen.findByRole('form', { name: 'Promo code' });
    await userEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
    expect(within(form).getByText('Enter a code.')).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });
});

describe('subscription', () => {
  it("shows the player's plan", async () => {
    signedIn(() => ok({}), {
      ...basePlayer,
      purchased: {
        plan: {
          planId: 'basic_3mo',
          customerId: 'c1',
          dateTerminated: null,
          consecutive: { count: 4, trinkets: 2 },
        },
      },
    });
    renderApp('/user/settings/subscription');
    expect(await screen.findByText('You are subscribed (basic_3mo).')).toBeTruthy();
    expect(screen.getByText('4 months in a row')).toBeTruthy();
    expect(screen.getByText('2 mystic hourglasses')).toBeTruthy();
  });

  it('says plainly that purchases are off when payments answer 501', async () => {
    const calls = signedIn(() =>
      json(501, {
        success: false,
        error: 'NotImplemented',
        message: 'Payments are not configured on this server.',
      }),
    );
    renderApp('/user/settings/subscription');
    expect(await screen.findByText('You have no subscription.')).toBeTruthy();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(subscribe);
    expect(await screen.findByText(/Purchases are off on this server/)).toBeTruthy();
    await waitFor(() => expect((subscribe as HTMLButtonElement).disabled).toBe(true));
    expect(sent(calls)[0]).toMatchObject({
      method: 'POST',
      // the server's payment calls are at the site's root (routes/payments/payments.ts)
      url: '/stripe/checkout-session',
    });
  });
});
