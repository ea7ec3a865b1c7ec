// Live events: a chat message posted through one server process reaches a stream held open by
// another process on the same database (LISTEN/NOTIFY on PostgreSQL), carrying the message as the
// chat shows it to that reader; a private message reaches its receiver's stream as their inbox
// shows it; a party's change reaches its members with the fields that changed; and a stream
// resumed with Last-Event-ID gets what it missed while it was away.
import { TAVERN_ID } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { openLiveStream, useLiveApps } from '../../../test/helpers/liveClient.ts';
import { registerStaff } from '../../../test/helpers/staff.ts';

describe.each(databasesUnderTest())('live events on $name', (database) => {
  const apps = useLiveApps(database);

  async function partyOf(leader: TestAccount, ...members: TestAccount[]) {
    const party = await groupCalls(apps.poster, leader).createParty();
    for (const member of members) {
      await groupCalls(apps.poster, leader).invite(party.id, { uuids: [member.id] });
      await groupCalls(apps.poster, member).join(party.id);
    }
    return party.id as string;
  }

  const chatOf = async (account: TestAccount, groupId: string) =>
    (await groupCalls(apps.poster, account).ok('GET', `/groups/${groupId}/chat`)) as Json[];

  it('sends party chat posted on another process as the chat shows it, and resumes after a drop', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const partyId = await partyOf(ada, bob);

    const stream = await openLiveStream(apps.listenerUrl, bob);
    const first = await groupCalls(apps.poster, ada).ok('POST', `/groups/${partyId}/chat`, {
      message: 'Boss at noon',
    });
    const event = await stream.waitForEvent(
      'chat.messagePosted',
      (data) => data.payload.messageId === first.message.id,
    );
    const [shown] = await chatOf(bob, partyId);
    expect(event.data).toEqual({
      groupId: partyId,
      userId: ada.id,
      payload: { messageId: first.message.id },
      message: shown,
    });
    stream.close();

    const missed = await groupCalls(apps.poster, ada).ok('POST', `/groups/${partyId}/chat`, {
      message: 'Where are you?',
    });
    const resumed = await openLiveStream(apps.listenerUrl, bob, event.id);
    await resumed.waitForEvent(
      'chat.messagePosted',
      (data) => data.message.id === missed.message.id,
    );
    const messageIds = resumed.events
      .filter((one) => one.type === 'chat.messagePosted')
      .map((one) => one.data.message.id);
    expect(messageIds).toEqual([missed.message.id]);
    resumed.close();
  });

  it('counts a group joined after the stream opened, and tells its members of the new count', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const partyId = await partyOf(ada);
    const adaStream = await openLiveStream(apps.listenerUrl, ada);
    const bobStream = await openLiveStream(apps.listenerUrl, bob);
    await groupCalls(apps.poster, ada).invite(partyId, { uuids: [bob.id] });
    await groupCalls(apps.poster, bob).join(partyId);
    const joined = await adaStream.waitForEvent(
      'party.changed',
      (data) => data.party.memberCount === 2,
    );
    expect(joined.data).toEqual({
      groupId: partyId,
      userId: null,
      payload: { columns: ['member_count'] },
      party: { memberCount: 2 },
    });
    const posted = await groupCalls(apps.poster, ada).ok('POST', `/groups/${partyId}/chat`, {
      message: 'Welcome!',
    });
    await bobStream.waitForEvent(
      'chat.messagePosted',
      (data) => data.message.id === posted.message.id,
    );
    adaStream.close();
    bobStream.close();
  });

  it('sends a private message as the inbox shows it, to its receiver and nobody else', async () => {
    const [ada, bob, cy] = [
      await registerAccount(apps.poster),
      await registerAccount(apps.poster),
      await registerAccount(apps.poster),
    ];
    const bobStream = await openLiveStream(apps.listenerUrl, bob);
    const cyStream = await openLiveStream(apps.listenerUrl, cy);
    await groupCalls(apps.poster, ada).ok('POST', '/members/send-private-message', {
      toUserId: bob.id,
      message: 'Hello Bob',
    });
    const received = await bobStream.waitForEvent('inbox.messageReceived');
    const [shown] = (await groupCalls(apps.poster, bob).ok(
      'GET',
      `/inbox/paged-messages?conversation=${ada.id}`,
    )) as Json[];
    expect(received.data).toEqual({
      groupId: null,
      userId: bob.id,
      payload: { from: ada.id, uniqueMessageId: shown!.uniqueMessageId },
      message: shown,
    });
    // A later message to cy arrives, so cy's stream has caught up past bob's message.
    await groupCalls(apps.poster, ada).ok('POST', '/members/send-private-message', {
      toUserId: cy.id,
      message: 'Hello Cy',
    });
    await cyStream.waitForEvent('inbox.messageReceived');
    expect(cyStream.events.filter((one) => one.type === 'inbox.messageReceived')).toHaveLength(1);
    bobStream.close();
    cyStream.close();
  });

  it('shows a hidden post to moderators with its flags and to its author, and to no one else', async () => {
    const [ada, bob] = [await registerAccount(apps.poster), await registerAccount(apps.poster)];
    const moderator = await registerStaff(apps.poster, { moderator: true });
    const guild = { id: TAVERN_ID };
    // A shadow-muted player's post in a public group is saved hidden.
    await apps.test.db.query(
      `UPDATE users SET flags = flags || '{"chatShadowMuted": true}' WHERE id = $1`,
      [ada.id],
    );
    const streams = await Promise.all(
      [ada, bob, moderator].map((account) => openLiveStream(apps.listenerUrl, account)),
    );
    const [adaStream, bobStream, moderatorStream] = streams;
    const hidden = await groupCalls(apps.poster, ada).ok('POST', `/groups/${guild.id}/chat`, {
      message: 'Psst',
    });
    const isHidden = (data: Json) => data.message.id === hidden.message.id;
    const [toModerator, toAuthor] = await Promise.all([
      moderatorStream!.waitForEvent('chat.messagePosted', isHidden),
      adaStream!.waitForEvent('chat.messagePosted', isHidden),
    ]);
    expect(toModerator.data.message).toEqual((await chatOf(moderator, guild.id))[0]);
    expect(toModerator.data.message.flagCount).toBeGreaterThan(0);
    expect(toAuthor.data.message).toEqual((await chatOf(ada, guild.id))[0]);
    expect(toAuthor.data.message.flagCount).toBe(0);

    // A message bob does see comes after it: the hidden one never reached him.
    const seen = await groupCalls(apps.poster, moderator).ok('POST', `/groups/${guild.id}/chat`, {
      message: 'Hello all',
    });
    await bobStream!.waitForEvent(
      'chat.messagePosted',
      (data) => data.message.id === seen.message.id,
    );
    expect(bobStream!.events.map((one) => one.data.message?.id)).toEqual([seen.message.id]);
    for (const stream of streams) stream.close();
  });
});
