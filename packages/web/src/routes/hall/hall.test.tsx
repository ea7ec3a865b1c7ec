// The Hall's public lists (issue 18.8): contributors and patrons, paged.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';

const player = { id: testCredentials.apiId, _v: 1, permissions: {}, preferences: {} };

function signedIn(answer: (call: FakeCall) => Response) {
  storeTestCredentials();
  return fakeFetch((call) =>
    call.url === '/api/v4/user' ? json(200, { success: true, data: player }) : answer(call),
  );
}

const ok = (data: unknown) => json(200, { success: true, data });
const failed = () => json(500, { success: false, error: 'InternalServerError', message: 'Oops' });
const entry = (n: number, contributor: object, backer: object = {}) => ({
  _id: `id-${n}`,
  id: `id-${n}`,
  contributor,
  backer,
  profile: { name: `Player ${n}` },
});

describe('contributors', () => {
  it('lists the heroes with their level in words and contributions', async () => {
    signedIn(() =>
      ok([
        entry(1, { level: 9, text: 'Founder' }),
        entry(2, { level: 8 }),
        entry(3, { level: 3, text: 'Scribe' }),
      ]),
    );
    renderApp('/hall/contributors');
    const table = await screen.findByRole('table', { name: 'Contributors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Player 1StaffFounder',
      'Player 2Moderator',
      'Player 3Level 3Scribe',
    ]);
  });

  it('says when there are none, and when the list could not load', async () => {
    signedIn(() => ok([]));
    const { unmount } = renderApp('/hall/contributors');
    expect(await screen.findByText('No contributors yet.')).toBeTruthy();
    unmount();
    const calls = signedIn(failed);
    renderApp('/hall/contributors');
    const failure = await screen.findByText('The contributors could not be loaded.');
    await userEvent.click(
      within(failure.parentElement!).getByRole('button', { name: 'Try again' }),
    );
    expect(calls.filter((call) => call.url === '/api/v4/hall/heroes')).toHaveLength(2);
  });
});

describe('patrons', () => {
  it('pages through the patrons, 50 a page', async () => {
    const calls = signedIn((call) =>
      call.url.endsWith('page=0')
        ? ok(Array.from({ length: 50 }, (_, n) => entry(n, {}, { tier: 8 })))
        : ok([entry(99, {}, { tier: 1 })]),
    );
    renderApp('/hall/patrons');
    const table = await screen.findByRole('table', { name: 'Patrons' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getAllByText('Tier 8')).toHaveLength(50);
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Player 99')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    // a short page is the last one
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      calls.filter((call) => call.url.startsWith('/api/v4/hall/patrons')).map((c) => c.url),
    ).toEqual(['/api/v4/hall/patrons?page=0', '/api/v4/hall/patrons?page=1']);
  });

  it('says when a page is empty, and when it could not load', async () => {
    signedIn(() => ok([]));
    const { unmount } = renderApp('/hall/patrons?page=3');
    expect(await screen.findByText('No patrons on this page.')).toBeTruthy();
    expect(screen.getByText('Page 4')).toBeTruthy();
    unmount();
    signedIn(failed);
    renderApp('/hall/patrons');
    expect(await screen.findByText('The patrons could not be loaded.')).toBeTruthy();
  });
});
