// /admin/blockers (issue 18.8): the enabled blockers; adding, changing and lifting one with the
// bodies the server's schema reads; checks and refusals beside their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { callsTo, errorBeside, ok, refused, signInStaff } from './adminTestKit.ts';

const blocker = (n: number, extra: object = {}) => ({
  _id: `b-${n}`,
  id: `b-${n}`,
  type: 'ipaddress',
  area: 'full',
  value: `203.0.113.${n}`,
  blockSource: 'administrator',
  disabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('blockers', () => {
  it('lists the enabled blockers, and says when there are none or they failed to load', async () => {
    signInStaff(['accessControl'], {
      'GET /api/v4/admin/blockers': () => ok([blocker(1, { reason: 'Scraping' }), blocker(2)]),
    });
    const { unmount } = renderApp('/admin/blockers');
    const list = await screen.findByRole('list', { name: 'Active blockers' });
    const first = within(list).getByRole('listitem', { name: '203.0.113.1' });
    expect(within(first).getByText('Scraping')).toBeTruthy();
    expect(within(first).getByText('The whole site')).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: '203.0.113.2' }).textContent).toContain(
      'None given',
    );
    unmount();
    signInStaff(['accessControl'], { 'GET /api/v4/admin/blockers': () => ok([]) });
    const second = renderApp('/admin/blockers');
    expect(await screen.findByText('Nothing is blocked.')).toBeTruthy();
    second.unmount();
    signInStaff(['accessControl'], { 'GET /api/v4/admin/blockers': () => refused(500, 'Oops') });
    renderApp('/admin/blockers');
    expect(await screen.findByText('The blockers could not be loaded.')).toBeTruthy();
  });

  it('adds a payments blocker on an e-mail address, after checking the address', async () => {
    const calls = signInStaff(['accessControl'], {
      'GET /api/v4/admin/blockers': () => ok([]),
      'POST /api/v4/admin/blockers': () =>
        ok(blocker(3, { type: 'email', area: 'payments', value: 'fraud@example.com' })),
    });
    renderApp('/admin/blockers');
    await screen.findByText('Nothing is blocked.');
    const form = screen.getByRole('form', { name: 'Add a blocker' });
    await userEvent.click(within(form).getByRole('radio', { name: 'E-mail address' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Payments only' }));
    const value = within(form).getByLabelText('Value');
    await userEvent.type(value, 'fraud');
    await userEvent.click(within(form).getByRole('button', { name: 'Add blocker' }));
    expect(errorBeside(value)).toBe('Enter an e-mail address.');
    expect(callsTo(calls, 'POST', '/api/v4/admin/blockers')).toHaveLength(0);
    await userEvent.type(value, '@example.com ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add blocker' }));
    const list = await screen.findByRole('list', { name: 'Active blockers' });
    expect(within(list).getByRole('listitem', { name: 'fraud@example.com' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v4/admin/blockers').map((call) => call.body)).toEqual([
      { type: 'email', area: 'payments', value: 'fraud@example.com', reason: null },
    ]);
    expect((value as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusal beside its field', async () => {
    signInStaff(['accessControl'], {
      'GET /api/v4/admin/blockers': () => ok([]),
      'POST /api/v4/admin/blockers': () =>
        refused(400, 'Invalid value: must NOT have more than 500 characters.', [
          { param: 'value', message: 'Invalid value: must NOT have more than 500 characters.' },
        ]),
    });
    renderApp('/admin/blockers');
    await screen.findByText('Nothing is blocked.');
    const form = screen.getByRole('form', { name: 'Add a blocker' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Client (x-client header)' }));
    await userEvent.type(within(form).getByLabelText('Value'), 'bad-bot');
    await userEvent.click(within(form).getByRole('button', { name: 'Add blocker' }));
    await within(form).findByText('Invalid value: must NOT have more than 500 characters.');
    expect(errorBeside(within(form).getByLabelText('Value'))).toBe(
      'Invalid value: must NOT have more than 500 characters.',
    );
  });

  it('changes a blocker, sending what changed, and lifts another', async () => {
    const calls = signInStaff(['accessControl'], {
      'GET /api/v4/admin/blockers': () => ok([blocker(1), blocker(2)]),
      'PUT /api/v4/admin/blockers/b-1': () =>
        ok(blocker(1, { area: 'payments', reason: 'Chargebacks' })),
      'DELETE /api/v4/admin/blockers/b-2': () => ok(blocker(2, { disabled: true })),
    });
    renderApp('/admin/blockers');
    const list = await screen.findByRole('list', { name: 'Active blockers' });
    const first = within(list).getByRole('listitem', { name: '203.0.113.1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Change' }));
    const form = within(first).getByRole('form', { name: 'Change blocker' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Payments only' }));
    await userEvent.type(within(form).getByLabelText('Reason'), 'Chargebacks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save blocker' }));
    expect(await within(first).findByText('Chargebacks')).toBeTruthy();
    expect(within(first).getByText('Payments only')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/v4/admin/blockers/b-1').map((call) => call.body)).toEqual([
      { area: 'payments', reason: 'Chargebacks' },
    ]);

    const second = within(list).getByRole('listitem', { name: '203.0.113.2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('The blocker was lifted.')).toBeTruthy();
    expect(within(list).queryByRole('listitem', { name: '203.0.113.2' })).toBeNull();
    expect(callsTo(calls, 'DELETE', '/api/v4/admin/blockers/b-2')).toHaveLength(1);
  });

  it('keeps staff without accessControl out', async () => {
    const calls = signInStaff(['userSupport'], {});
    const { router } = renderApp('/admin/blockers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(calls, 'GET', '/api/v4/admin/blockers')).toHaveLength(0);
  });
});
