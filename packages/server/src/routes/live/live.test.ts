// Live events (issue 16 point 2): a chat message posted through one server process reaches a
// stream held open by another process on the same database (LISTEN/NOTIFY on PostgreSQL), a
// private message reaches its receiver's stream, and a stream resumed with Last-Event-ID gets
// what it missed while it was away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';

interface LiveStream {
  /** Resolves with the stream's text once it contains `needle`. */
  waitFor(needle: string): Promise<string>;
  close(): void;
}

async function openStream(baseUrl: string, account: TestAccount, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v4/live`, {
    headers: { ...account.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const stream: LiveStream = {
    // Waits for the stream itself, never for a time: a needle that never comes fails the test
    // at its timeout.
    async waitFor(needle) {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended without "${needle}": ${text}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    close: () => controller.abort(),
  };
  await stream.waitFor('retry:');
  return stream;
}

describe.each(databasesUnderTest())('live events on $name', (database) => {
  let test: TestDatabase;
  let poster: App;
  let listener: App;
  let listenerUrl: string;

  beforeAll(async () => {
    test = await database.open();
    poster = buildTestApp(test.db);
    // Another server process: its own connections to the same database.
    listener = buildTestApp(test.connectAgain());
    listenerUrl = await listener.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await listener.close();
    await poster.close();
    await test.drop();
  });

  it('delivers party chat posted on another process, and resumes after a drop', async () => {
    const [ada, bob] = [await registerAccount(poster), await registerAccount(poster)];
    const party = await groupCalls(poster, ada).createParty();
    await groupCalls(poster, ada).invite(party.id, { uuids: [bob.id] });
    await groupCalls(poster, bob).join(party.id);

    const stream = await openStream(listenerUrl, bob);
    const first = await groupCalls(poster, ada).ok('POST', `/groups/${party.id}/chat`, {
      message: 'Boss at noon',
    });
    const text = await stream.waitFor(first.message.id);
    expect(text).toContain('event: chat.messagePosted');
    const lastId = /id: (\d+)\nevent: chat\.messagePosted/.exec(text)![1]!;
    stream.close();

    const missed = await groupCalls(poster, ada).ok('POST', `/groups/${party.id}/chat`, {
      message: 'Where are you?',
    });
    const resumed = await openStream(listenerUrl, bob, lastId);
    const replayed = await resumed.waitFor(missed.message.id);
    expect(replayed).not.toContain(first.message.id);
    resumed.close();
  });

  it('counts a group joined after the stream opened', async () => {
    const [ada, bob] = [await registerAccount(poster), await registerAccount(poster)];
    const stream = await openStream(listenerUrl, bob);
    const party = await groupCalls(poster, ada).createParty();
    await groupCalls(poster, ada).invite(party.id, { uuids: [bob.id] });
    await groupCalls(poster, bob).join(party.id);
    const posted = await groupCalls(poster, ada).ok('POST', `/groups/${party.id}/chat`, {
      message: 'Welcome!',
    });
    await stream.waitFor(posted.message.id);
    stream.close();
  });

  it('tells a player of a private message to them, and nobody else', async () => {
    const [ada, bob, cy] = [
      await registerAccount(poster),
      await registerAccount(poster),
      await registerAccount(poster),
    ];
    const bobStream = await openStream(listenerUrl, bob);
    const cyStream = await openStream(listenerUrl, cy);
    await groupCalls(poster, ada).ok('POST', '/members/send-private-message', {
      toUserId: bob.id,
      message: 'Hello Bob',
    });
    const text = await bobStream.waitFor('event: inbox.messageReceived');
    expect(text).toContain(ada.id);
    // A later message to cy arrives, so cy's stream has caught up past bob's message.
    await groupCalls(poster, ada).ok('POST', '/members/send-private-message', {
      toUserId: cy.id,
      message: 'Hello Cy',
    });
    const cyText = await cyStream.waitFor('event: inbox.messageReceived');
    expect(cyText.match(/event: inbox\.messageReceived/g)).toHaveLength(1);
    bobStream.close();
    cyStream.close();
  });
});
