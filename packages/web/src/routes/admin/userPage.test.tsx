// /admin/panel/:userIdentifier (issue 18.8): the player, their edit form with only the changed
// parts sent, the refusals beside their fields, the history lists and the plan.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../api/types.ts';
import type { FakeCall } from '../../test/requestKit.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { callsTo, errorBeside, ok, refused, signInStaff, type Answers } from './adminTestKit.ts';

const heroId = '11111111-2222-4333-8444-555555555555';
const partyId = '99999999-2222-4333-8444-555555555555';
const heroPath = `/api/v4/hall/heroes/${heroId}`;

const hero = (extra: object = {}) => ({
  id: heroId,
  auth: {
    local: { username: 'alice', email: 'alice@example.com' },
    blocked: false,
    timestamps: { created: '2026-01-02T03:04:05.000Z', loggedin: '2026-11-20T10:00:00.000Z' },
  },
  balance: 5,
  contributor: { level: 2, text: 'Scribe' },
  flags: { chatRevoked: false, chatShadowMuted: false },
  lastCron: '2026-11-25T00:00:00.000Z',
  party: { _id: partyId },
  profile: { name: 'Alice' },
  secret: { text: '' },
  permissions: {},
  stats: { lvl: 12 },
  ...extra,
});

const history = {
  userId: heroId,
  armoire: [],
  questInviteResponses: [],
  cron: [{ timestamp: '2026-11-25T00:00:00.000Z', checkinCount: 40 }],
  events: [
    { id: 'e1', type: 'account.signedIn', timestamp: '2026-11-20T10:00:00.000Z', client: 'web' },
    {
      id: 'e2',
      type: 'admin.heroUpdated',
      timestamp: '2026-11-19T10:00:00.000Z',
      actorId: 'staff-1',
    },
  ],
  transactions: [],
};

function staffWith(permissions: Permission[], more: Answers = {}) {
  return signInStaff(permissions, {
    [`GET ${heroPath}`]: () => ok(hero()),
    [`GET /api/v4/admin/user/${heroId}/history`]: () => ok(history),
    [`GET /api/v4/admin/user/${heroId}/subscription-payment-details`]: () =>
      ok({
        userId: heroId,
        plan: { planId: 'basic_earned', customerId: 'cus_1', consecutive: { count: 3 } },
      }),
    ...more,
  });
}

const bodiesOf = (calls: FakeCall[]) => callsTo(calls, 'PUT', heroPath).map((call) => call.body);

describe('the user panel', () => {
  it("shows the player, their history lists and their plan's payment details", async () => {
    staffWith(['userSupport']);
    renderApp(`/admin/panel/${heroId}`);
    const details = await screen.findByLabelText('Player details');
    expect(within(details).getByText('alice@example.com')).toBeTruthy();
    expect(within(details).getByText('20')).toBeTruthy(); // 5 balance units are 20 gems
    expect(within(details).getByText('2 Scribe')).toBeTruthy();
    // no groupsSupport: the party is shown, not linked
    expect(within(details).queryByRole('link', { name: partyId })).toBeNull();
    expect(within(details).getByText(partyId)).toBeTruthy();

    const events = await screen.findByRole('table', { name: 'Sign-ins and staff actions' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Signed inweb'),
      expect.stringContaining('Edited by staffstaff-1'),
    ]);
    // who acted opens in the panel too
    expect(within(rows[1]!).getByRole('link', { name: 'staff-1' }).getAttribute('href')).toBe(
      '/admin/panel/staff-1',
    );
    expect(screen.getByText('No armoire draws recorded.')).toBeTruthy();
    expect(screen.getByText('No quest invitation answers recorded.')).toBeTruthy();
    expect(screen.getByText('No gem or hourglass moves recorded.')).toBeTruthy();
    const cron = screen.getByRole('table', { name: 'Day boundaries' });
    expect(within(cron).getAllByRole('row')[1]!.textContent).toContain('40');

    const plan = await screen.findByRole('region', { name: 'Subscription payment details' });
    expect(within(plan).getByText('basic_earned')).toBeTruthy();
    expect(within(plan).getByText('cus_1')).toBeTruthy();
  });

  it('links the party to the groups tool for staff with groupsSupport', async () => {
    staffWith(['userSupport', 'groupsSupport']);
    renderApp(`/admin/panel/${heroId}`);
    const details = await screen.findByLabelText('Player details');
    expect(within(details).getByRole('link', { name: partyId }).getAttribute('href')).toBe(
      `/admin/groups/${partyId}`,
    );
  });

  it('sends only what staff changed: revoking chat, a new level and gems, the note', async () => {
    const calls = staffWith(['userSupport'], {
      [`PUT ${heroPath}`]: (call) =>
        ok(
          hero({
            flags: { chatRevoked: true },
            contributor: { level: 3 },
            balance: 6,
            secret: (call.body as { secret: object }).secret,
          }),
        ),
    });
    renderApp(`/admin/panel/${heroId}`);
    const form = await screen.findByRole('form', { name: 'Edit player' });
    await userEvent.click(within(form).getByLabelText('Chat revoked'));
    await userEvent.clear(within(form).getByLabelText('Contributor level'));
    await userEvent.type(within(form).getByLabelText('Contributor level'), '3');
    await userEvent.clear(within(form).getByLabelText('Gems'));
    await userEvent.type(within(form).getByLabelText('Gems'), '24');
    await userEvent.type(within(form).getByLabelText('Staff note'), 'Warned twice');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The player was saved.')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([
      {
        contributor: { level: 3 },
        balance: 6,
        flags: { chatRevoked: true },
        secret: { text: 'Warned twice' },
      },
    ]);
    // the form now shows the saved player
    expect((within(form).getByLabelText('Chat revoked') as HTMLInputElement).checked).toBe(true);
  });

  it('suspends a player, and says when nothing was changed', async () => {
    const calls = staffWith(['userSupport'], {
      [`PUT ${heroPath}`]: () => ok(hero({ auth: { local: {}, blocked: true } })),
    });
    renderApp(`/admin/panel/${heroId}`);
    const form = await screen.findByRole('form', { name: 'Edit player' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Nothing was changed.')).toBeTruthy();
    await userEvent.click(within(form).getByLabelText('Suspended (cannot sign in)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The player was saved.');
    expect(bodiesOf(calls)).toEqual([{ auth: { blocked: true } }]);
  });

  it('checks the fields before sending, and shows the server refusal beside its field', async () => {
    const calls = staffWith(['userSupport'], {
      [`PUT ${heroPath}`]: () =>
        refused(400, 'Invalid balance: is not allowed here.', [
          { param: 'balance', message: 'Invalid balance: is not allowed here.' },
        ]),
    });
    renderApp(`/admin/panel/${heroId}`);
    const form = await screen.findByRole('form', { name: 'Edit player' });
    const level = within(form).getByLabelText('Contributor level');
    const gems = within(form).getByLabelText('Gems');
    await userEvent.clear(level);
    await userEvent.type(level, '10');
    await userEvent.clear(gems);
    await userEvent.type(gems, '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(errorBeside(level)).toBe('Enter a whole number from 0 to 9.');
    expect(errorBeside(gems)).toBe('Enter a whole number of gems, 0 or more.');
    expect(bodiesOf(calls)).toEqual([]);

    await userEvent.clear(level);
    await userEvent.type(level, '2');
    await userEvent.clear(gems);
    await userEvent.type(gems, '21');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Invalid balance: is not allowed here.')).toBeTruthy();
    expect(errorBeside(gems)).toBe('Invalid balance: is not allowed here.');
    expect(errorBeside(level)).toBeNull();
    expect(bodiesOf(calls)).toEqual([{ balance: 5.25 }]);
  });

  it('shows a refusal without a field under the form', async () => {
    staffWith(['userSupport'], {
      [`PUT ${heroPath}`]: () => refused(401, 'You do not have the needed permission.'),
    });
    renderApp(`/admin/panel/${heroId}`);
    const form = await screen.findByRole('form', { name: 'Edit player' });
    await userEvent.click(within(form).getByLabelText('Chat revoked'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('You do not have the needed permission.');
  });

  it('says when no player has that id or username, and when the player could not load', async () => {
    signInStaff(['userSupport'], {});
    const { unmount } = renderApp('/admin/panel/nobody');
    expect(await screen.findByText('No player has the id or username “nobody”.')).toBeTruthy();
    unmount();
    signInStaff(['userSupport'], { 'GET /api/v4/hall/heroes/alice': () => refused(500, 'Oops') });
    renderApp('/admin/panel/alice');
    expect(await screen.findByText('The player could not be loaded.')).toBeTruthy();
  });

  it('says when the history could not load, and when a player has no plan', async () => {
    staffWith(['userSupport'], {
      [`GET /api/v4/admin/user/${heroId}/history`]: () => refused(500, 'Oops'),
      [`GET /api/v4/admin/user/${heroId}/subscription-payment-details`]: () =>
        ok({ userId: heroId, plan: {} }),
    });
    renderApp(`/admin/panel/${heroId}`);
    expect(await screen.findByText("The player's history could not be loaded.")).toBeTruthy();
    expect(await screen.findByText('This player has no subscription.')).toBeTruthy();
  });
});
