// Who a live stream is for is decided at each event, not only when it opens: a player removed from
// a private guild, or leaving their party, hears nothing more of it on streams already open, and a
// stream whose API token is reset, or signed out by a password change, ends at once. Nothing waits
// for time: "heard nothing more" is shown by a later event, meant for the player, arriving alone.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { openLiveStream, useLiveApps, type LiveClient } from '../../../test/helpers/liveClient.ts';

describe.each(databasesUnderTest())('live audience on $name', (database) => {
  const apps = useLiveApps(database);

  const post = (account: TestAccount, groupId: string, message: string) =>
    groupCalls(apps.poster, account).ok('POST', `/groups/${groupId}/chat`, { message });

  /** A private message to `to`, and the moment their stream has it: everything before is in. */
  async function witness(stream: LiveClient, from: TestAccount, to: TestAccount) {
    await groupCalls(apps.poster, from).ok('POST', '/members/send-private-message', {
      toUserId: to.id,
      message: 'Still there?',
    });
    await stream.waitForEvent('inbox.messageReceived');
  }

  const chatIds = (stream: LiveClient) =>
    stream.events
      .filter((event) => event.type === 'chat.messagePosted')
      .map((event) => event.data.payload.messageId as string);

  it('a player removed from a private guild hears nothing more of it', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    await apps.test.db.query('UPDATE users SET gems = 4 WHERE id = $1', [ada.id]);
    const guild = await groupCalls(apps.poster, ada).ok('POST', '/groups', {
      type: 'guild',
      privacy: 'private',
      name: 'Inner circle',
    });
    await groupCalls(apps.poster, ada).invite(guild.id, { uuids: [bob.id] });
    await groupCalls(apps.poster, bob).join(guild.id);
    const stream = await openLiveStream(apps.listenerUrl, bob);
    const before = await post(ada, guild.id, 'Before');
    await stream.waitForEvent('chat.messagePosted');

    await groupCalls(apps.poster, ada).ok('POST', `/groups/${guild.id}/removeMember/${bob.id}`);
    await post(ada, guild.id, 'After');
    await witness(stream, ada, bob);
    expect(chatIds(stream)).toEqual([before.message.id]);
    stream.close();
  });

  it('a player who leaves their party hears nothing more of it', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const party = await groupCalls(apps.poster, ada).createParty();
    await groupCalls(apps.poster, ada).invite(party.id, { uuids: [bob.id] });
    await groupCalls(apps.poster, bob).join(party.id);
    const stream = await openLiveStream(apps.listenerUrl, bob);
    const before = await post(ada, party.id, 'Before');
    await stream.waitForEvent('chat.messagePosted');

    await groupCalls(apps.poster, bob).ok('POST', `/groups/${party.id}/leave`);
    await post(ada, party.id, 'After');
    // The party's quest or name changing is not theirs to hear either.
    await groupCalls(apps.poster, ada).ok('PUT', `/groups/${party.id}`, { name: 'New name' });
    await witness(stream, ada, bob);
    expect(chatIds(stream)).toEqual([before.message.id]);
    expect(stream.events.filter((event) => event.type === 'party.changed')).toEqual([]);
    stream.close();
  });

  it('resetting the API token ends the streams opened with it', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const stream = await openLiveStream(apps.listenerUrl, bob);
    await groupCalls(apps.poster, bob).ok('POST', '/user/auth/reset-api-token');
    await stream.ended;
    // Whatever comes later is not sent to it.
    await groupCalls(apps.poster, ada).ok('POST', '/members/send-private-message', {
      toUserId: bob.id,
      message: 'Hello?',
    });
    expect(stream.events).toEqual([]);
  });

  it('a password change ends the streams of every other device, not its own', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const login = await apps.poster.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      payload: { username: bob.username, password: bob.password },
    });
    const otherDevice = {
      headers: {
        'x-api-user': bob.id,
        'x-api-key': login.json<{ data: { apiToken: string } }>().data.apiToken,
      },
    };
    const elsewhere = await openLiveStream(apps.listenerUrl, otherDevice);
    const here = await openLiveStream(apps.listenerUrl, bob);
    await groupCalls(apps.poster, bob).ok('PUT', '/user/auth/update-password', {
      password: bob.password,
      newPassword: 'a new horse battery',
      confirmPassword: 'a new horse battery',
    });
    await elsewhere.ended;
    await witness(here, ada, bob);
    expect(elsewhere.events).toEqual([]);
    here.close();
  });
});
