// Another player's profile: "Send message" opens a conversation with them (or says they take none),
// a report goes to the moderators with its comment, and a moderator sees the reports and clears
// them; a refused call leaves the screen as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, ok } from '../../test/tasksKit.ts';

const sam = { id: 'u-2', profile: { name: 'Sam' }, stats: { lvl: 4 }, inbox: { optOut: false } };
const refused = (message: string) => json(400, { success: false, error: 'BadRequest', message });

function serve(
  { permissions = {}, member = sam }: { permissions?: object; member?: object } = {},
  ...routes: Parameters<typeof fakeTasksApi>
) {
  storeTestCredentials();
  return fakeTasksApi(
    answering('GET', '/user', () =>
      ok({ id: testCredentials.apiId, profile: { name: 'Robin' }, permissions }),
    ),
    ...listing([]),
    answering('GET', '/members/u-2', () => ok(member)),
    ...routes,
  );
}

async function openSam() {
  renderApp('/profile/u-2');
  const dialog = await screen.findByRole('dialog', { name: 'Profile' });
  await within(dialog).findByRole('img', { name: 'Avatar of Sam' });
  return dialog;
}

describe('another player’s profile', () => {
  it('sends a message: the link opens the conversation with them', async () => {
    serve(
      {},
      answering('GET', '/inbox/conversations', () => ok([])),
    );
    const dialog = await openSam();
    const link = within(dialog).getByRole('link', { name: 'Send message' });
    expect(link.getAttribute('href')).toBe('/private-messages?uuid=u-2');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Conversation with Sam' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull();
  });

  it('says a player who opted out takes no messages', async () => {
    serve({ member: { ...sam, inbox: { optOut: true } } });
    const dialog = await openSam();
    expect(within(dialog).getByText('Does not receive private messages')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Send message' })).toBeNull();
  });

  it('has no message or report controls on my own profile', async () => {
    serve();
    renderApp('/user/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await within(dialog).findByRole('img', { name: 'Avatar of Robin' });
    expect(within(dialog).queryByRole('link', { name: 'Send message' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('reports the profile with a comment; a refused report keeps the form', async () => {
    let answer = () => refused('You have already reported this player.');
    const calls = serve(
      {},
      answering('POST', '/members/u-2/flag', () => answer()),
    );
    const dialog = await openSam();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Why are you reporting/ }),
      'Rude name',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report player' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'You have already reported this player.',
    );
    expect(within(dialog).getByRole('button', { name: 'Report player' })).toBeTruthy();

    answer = () => ok({ flags: {} });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report player' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Report player' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { comment: 'Rude name', source: 'profile' },
      { comment: 'Rude name', source: 'profile' },
    ]);
    // A player is never shown the reports.
    expect(within(dialog).queryByRole('region', { name: 'Reports on this profile' })).toBeNull();
  });

  it('shows a moderator the reports and clears them', async () => {
    const reported = {
      ...sam,
      profile: {
        name: 'Sam',
        flags: {
          'u-7': { comment: 'Rude name', source: 'profile' },
          'u-8': { comment: '', source: 'profile' },
        },
      },
    };
    const calls = serve(
      { permissions: { moderator: true }, member: reported },
      answering('POST', '/members/u-2/clear-flags', () => ok({})),
    );
    const dialog = await openSam();
    const reports = within(dialog).getByRole('region', { name: 'Reports on this profile' });
    expect(within(reports).getByText('2 reports on this profile:')).toBeTruthy();
    expect(within(reports).getByText('Rude name')).toBeTruthy();
    expect(within(reports).getByText('(no comment)')).toBeTruthy();
    await userEvent.click(within(reports).getByRole('button', { name: 'Clear reports' }));
    expect(await within(dialog).findByText('No reports on this profile.')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v4/members/u-2/clear-flags' });
  });

  it('keeps the reports on screen when clearing them fails', async () => {
    const reported = {
      ...sam,
      profile: { name: 'Sam', flags: { 'u-7': { comment: 'Rude name' } } },
    };
    serve(
      { permissions: { moderator: true }, member: reported },
      answering('POST', '/members/u-2/clear-flags', () =>
        refused('Only moderators can clear the reports on a player.'),
      ),
    );
    const dialog = await openSam();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear reports' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only moderators');
    expect(within(dialog).getByText('1 report on this profile:')).toBeTruthy();
  });
});
