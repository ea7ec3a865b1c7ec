// The general settings' issue-30 sections: the time zone, vacations and the calendar feed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { zoneChoices } from './zoneChoices.ts';

const vacation = { id: 'v1', start: '2026-04-01', end: '2026-04-05' };
const player = {
  id: testCredentials.apiId,
  _v: 3,
  permissions: {},
  auth: { local: { username: 'ana', email: 'ana@example.org' } },
  preferences: {
    dayStart: 0,
    language: 'en',
    timezone: 'Europe/Berlin',
    timezoneOffset: -60,
    vacations: [vacation],
  },
};

function zoneIs(timeZone: string) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...resolved,
    timeZone,
  });
}

/** A signed-in player; `answer` handles every call but GET /user and the feed's address. */
function signedIn(answer: (call: FakeCall) => Response | undefined = () => undefined) {
  storeTestCredentials();
  return fakeFetch((call) => {
    if (call.method === 'GET' && call.url === '/api/v4/user') {
      return json(200, { success: true, data: player, userV: 3 });
    }
    const answered = answer(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.url === '/api/v4/user/calendar-feed') {
      return json(200, { success: true, data: { url: 'https://q.test/api/v4/calendar/abc.ics' } });
    }
    return json(404, { success: false, error: 'NotFound', message: 'Not found.' });
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const sent = (calls: FakeCall[], method: string) =>
  calls.filter(
    (call) => call.method === method && !(method === 'GET' && call.url.endsWith('/user')),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-05T12:00:00Z') });
  zoneIs('America/St_Johns');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the time zone setting', () => {
  it('lists the detected zone first, each with its offset now, and searches by name', () => {
    const all = zoneChoices('', 'America/St_Johns', 'Europe/Berlin');
    expect(all.slice(0, 2)).toEqual(['America/St_Johns', 'Europe/Berlin']);
    expect(all.length).toBeGreaterThan(100);
    expect(zoneChoices('new york', undefined, null)).toEqual(['America/New_York']);
    expect(zoneChoices('nowhere at all', undefined, null)).toEqual([]);
  });

  it('shows the saved zone and saves another through PUT /user', async () => {
    const calls = signedIn((call) =>
      call.method === 'PUT'
        ? json(200, {
            success: true,
            data: { ...player, preferences: { ...player.preferences, timezone: 'Asia/Tokyo' } },
          })
        : undefined,
    );
    renderApp('/user/settings/general');
    const zone = await section('Time zone');
    expect(
      within(zone).getByText('Your account follows Europe/Berlin (UTC+01:00 now).'),
    ).toBeTruthy();
    const list = within(zone).getByLabelText('Time zone') as HTMLSelectElement;
    expect(list.options[0]?.textContent).toBe(
      'America/St_Johns (UTC-03:30), detected on this device',
    );
    await userEvent.type(within(zone).getByLabelText('Search time zones'), 'tokyo');
    expect([...list.options].map((option) => option.textContent)).toEqual([
      'Asia/Tokyo (UTC+09:00)',
    ]);
    await userEvent.selectOptions(list, 'Asia/Tokyo');
    await userEvent.click(within(zone).getByRole('button', { name: 'Save time zone' }));
    expect(
      await within(zone).findByText('Your account follows Asia/Tokyo (UTC+09:00 now).'),
    ).toBeTruthy();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ 'preferences.timezone': 'Asia/Tokyo' });
  });

  it("puts the server's refusal beside the list", async () => {
    signedIn((call) =>
      call.method === 'PUT'
        ? json(400, {
            success: false,
            error: 'BadRequest',
            message: 'Invalid request parameters.',
            errors: [{ param: 'preferences.timezone', message: 'Not a time zone.' }],
          })
        : undefined,
    );
    renderApp('/user/settings/general');
    const zone = await section('Time zone');
    await userEvent.click(within(zone).getByRole('button', { name: 'Save time zone' }));
    expect(await within(zone).findByText('Not a time zone.')).toBeTruthy();
    expect(within(zone).getByLabelText('Time zone').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('vacations in settings', () => {
  it('lists, checks beside the fields, schedules and cancels', async () => {
    const added = { id: 'v2', start: '2026-03-20', end: '2026-03-22' };
    const calls = signedIn((call) => {
      if (call.method === 'POST' && call.url === '/api/v4/user/vacations') {
        return json(200, { success: true, data: [vacation, added] });
      }
      if (call.method === 'DELETE' && call.url === '/api/v4/user/vacations/v1') {
        return json(200, { success: true, data: [added] });
      }
      return undefined;
    });
    renderApp('/user/settings/general');
    const vacations = await section('Vacations');
    expect(within(vacations).getByText(/Apr 1, 2026 to Apr 5, 2026/)).toBeTruthy();

    const first = within(vacations).getByLabelText('First day');
    const last = within(vacations).getByLabelText('Last day');
    const submit = within(vacations).getByRole('button', { name: 'Schedule vacation' });
    await userEvent.type(first, '2026-03-20');
    await userEvent.type(last, '2026-03-19');
    await userEvent.click(submit);
    expect(within(vacations).getByText('The last day cannot come before the first.')).toBeTruthy();
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'POST')).toHaveLength(0);

    await userEvent.clear(last);
    await userEvent.type(last, '2026-03-22');
    await userEvent.click(submit);
    expect(await within(vacations).findByText(/Mar 20, 2026 to Mar 22, 2026/)).toBeTruthy();
    expect(sent(calls, 'POST')[0]?.body).toEqual({ start: '2026-03-20', end: '2026-03-22' });

    await userEvent.click(
      within(vacations).getByRole('button', {
        name: 'Cancel the vacation from Apr 1, 2026 to Apr 5, 2026',
      }),
    );
    expect(within(vacations).queryByText(/Apr 1, 2026/)).toBeNull();
    expect(sent(calls, 'DELETE')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(useSessionStore.getState().user?.preferences?.vacations).toEqual([added]),
    );
  });
});

describe('the calendar feed in settings', () => {
  it('shows the address, copies it and makes a new one after asking', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = signedIn((call) =>
      call.method === 'POST' && call.url === '/api/v4/user/calendar-feed/regenerate'
        ? json(200, { success: true, data: { url: 'https://q.test/api/v4/calendar/new.ics' } })
        : undefined,
    );
    renderApp('/user/settings/general');
    const feed = await section('Calendar feed');
    await userEvent.click(within(feed).getByRole('button', { name: 'Show my calendar address' }));
    const address = (await within(feed).findByLabelText('Calendar address')) as HTMLInputElement;
    expect(address.value).toBe('https://q.test/api/v4/calendar/abc.ics');
    await userEvent.click(within(feed).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('https://q.test/api/v4/calendar/abc.ics');

    await userEvent.click(within(feed).getByRole('button', { name: 'Make a new address' }));
    expect(sent(calls, 'POST')).toHaveLength(0);
    expect(
      within(feed).getByText('The old address will stop working. Make a new one?'),
    ).toBeTruthy();
    await userEvent.click(within(feed).getByRole('button', { name: 'Make a new address' }));
    await vi.waitFor(() => expect(address.value).toBe('https://q.test/api/v4/calendar/new.ics'));
    expect(sent(calls, 'POST')).toHaveLength(1);
  });

  it('says when the address cannot be loaded', async () => {
    signedIn((call) =>
      call.url.endsWith('/calendar-feed')
        ? json(500, { success: false, error: 'Internal', message: 'Broken.' })
        : undefined,
    );
    renderApp('/user/settings/general');
    const feed = await section('Calendar feed');
    await userEvent.click(within(feed).getByRole('button', { name: 'Show my calendar address' }));
    expect(await within(feed).findByText(/could not be loaded/)).toBeTruthy();
  });
});
