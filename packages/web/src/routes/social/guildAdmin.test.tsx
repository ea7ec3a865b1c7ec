// Running a guild from its page: members invite (by username, user id or e-mail); its leader
// edits it (privacy shown, fixed), names managers and hands it over after a confirm. Who sees
// which control follows core's role rules.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Guild } from '../../api/socialTypes.ts';
import { json, type FakeCall } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';
import { GuildPage } from './GuildPage.tsx';
import { makeGuild, renderAt } from './socialTestKit.tsx';

const me = 'user-1';
const members = [
  { _id: me, profile: { name: 'Robin' }, auth: { local: { username: 'robin' } } },
  { _id: 'friend-1', profile: { name: 'Alice' }, auth: { local: { username: 'alice' } } },
];

function guildLedBy(leaderId: string, fields: Partial<Guild> = {}) {
  return makeGuild(7, {
    privacy: 'private',
    leader: { _id: leaderId, id: leaderId, profile: { name: leaderId === me ? 'Robin' : 'Alice' } },
    managers: {},
    categories: [{ slug: 'academics', name: 'Academics' }],
    ...fields,
  });
}

function serve(guild: Guild, ...extra: Parameters<typeof answering>[]) {
  return fakeTasksApi(
    ...extra.map((route) => answering(...route)),
    answering('GET', '/groups/guild-7', () => ok(guild)),
    answering('GET', /^\/groups\/guild-7\/members/, () => ok(members)),
  );
}

const writes = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, url, body }) => [method, url.replace(/^\/api\/v4/, ''), body]);

const openGuild = () => renderAt('/groups/guild/:groupId', '/groups/guild/guild-7', <GuildPage />);

describe('a guild’s page, for its leader', () => {
  it('edits the guild: checks beside the fields, shows privacy as fixed, then saves', async () => {
    loadPlayer({}, { guilds: ['guild-7'] });
    const calls = serve(guildLedBy(me), [
      'PUT',
      '/groups/guild-7',
      () => ok(guildLedBy(me, { name: 'Readers' })),
    ]);
    openGuild();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Guild 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guild 7' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Give it a name.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    expect(within(dialog).getByText(/Privacy is chosen when a guild is founded/)).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.type(name, 'Readers');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'We *read*.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Only the leader creates challenges' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      [
        'PUT',
        '/groups/guild-7',
        {
          name: 'Readers',
          summary: 'Summary 7',
          description: 'We *read*.',
          categories: [{ slug: 'academics' }, { slug: 'finance' }],
          leaderOnly: { challenges: true },
        },
      ],
    ]);
  }, 20_000);

  it('shows the server’s refusal beside the field it names', async () => {
    loadPlayer({}, { guilds: ['guild-7'] });
    serve(guildLedBy(me), [
      'PUT',
      '/groups/guild-7',
      () =>
        json(400, {
          success: false,
          error: 'BadRequest',
          message: 'Invalid request parameters.',
          errors: [{ param: 'summary', message: 'The summary is too long.', value: '' }],
        }),
    ]);
    openGuild();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Guild 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guild 7' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const summary = within(dialog).getByRole('textbox', { name: 'Summary' });
    await waitFor(() => expect(summary.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The summary is too long.')).toBeTruthy();
  }, 20_000);

  it('names a manager, and hands the guild over only after a confirm', async () => {
    loadPlayer({}, { guilds: ['guild-7'] });
    const calls = serve(
      guildLedBy(me),
      ['POST', '/groups/guild-7/add-manager', () => ok(guildLedBy(me))],
      ['PUT', '/groups/guild-7', () => ok(guildLedBy('friend-1'))],
    );
    openGuild();
    const roles = await screen.findByRole('list', { name: 'Members' });
    // the leader's own row has no controls
    expect(within(roles).queryByRole('button', { name: 'Make Robin a manager' })).toBeNull();
    await userEvent.click(within(roles).getByRole('button', { name: 'Make Alice a manager' }));
    await userEvent.click(within(roles).getByRole('button', { name: 'Make Alice the leader' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hand Guild 7 over to Alice?' });
    expect(writes(calls)).toEqual([
      ['POST', '/groups/guild-7/add-manager', { managerId: 'friend-1' }],
    ]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual(['PUT', '/groups/guild-7', { leader: 'friend-1' }]);
  }, 20_000);
});

describe('a guild’s page, for others', () => {
  it('lets a member invite by e-mail, and shows them no edit or roles', async () => {
    loadPlayer({}, { guilds: ['guild-7'] });
    const calls = serve(guildLedBy('friend-1'), ['POST', '/groups/guild-7/invite', () => ok([])]);
    openGuild();
    const field = await screen.findByRole('textbox', { name: 'Username, user ID or e-mail' });
    expect(screen.queryByRole('button', { name: 'Edit Guild 7' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Members and roles' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Type a username, a user ID or an e-mail address.')).toBeTruthy();
    await userEvent.type(field, 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ann@example.com.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      ['POST', '/groups/guild-7/invite', { emails: [{ email: 'ann@example.com' }] }],
    ]);
  }, 20_000);

  it('shows the server’s refusal of an invitation beside the field', async () => {
    loadPlayer({}, { guilds: ['guild-7'] });
    const message = 'That user is already a member of the group.';
    serve(guildLedBy('friend-1'), [
      'POST',
      '/groups/guild-7/invite',
      () => json(401, { success: false, error: 'NotAuthorized', message }),
    ]);
    openGuild();
    const field = await screen.findByRole('textbox', { name: 'Username, user ID or e-mail' });
    await userEvent.type(field, '@alice');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  }, 20_000);

  it('offers a public guild’s visitor neither invitations nor edits', async () => {
    loadPlayer({}, { guilds: [] });
    serve(guildLedBy('friend-1', { privacy: 'public' }));
    openGuild();
    expect(await screen.findByRole('button', { name: 'Join Guild 7' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Username, user ID or e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Guild 7' })).toBeNull();
  }, 20_000);
});
