// A live stream delivers events in order (their `id`s rise) and each once, also across a drop: a
// client that reconnects with the last id it saw, while fifty messages are being posted at once by
// five players, ends up with every message exactly once, in order. The drop comes when the stream
// has seen ten of them — an outcome, not a time.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import {
  openLiveStream,
  useLiveApps,
  type ReceivedEvent,
} from '../../../test/helpers/liveClient.ts';

const POSTS = 50;

describe.each(databasesUnderTest())('live order on $name', (database) => {
  const apps = useLiveApps(database);

  it('a stream that drops and resumes during concurrent posts gets each message once, in order', async () => {
    const members: TestAccount[] = [];
    for (let i = 0; i < 5; i += 1) members.push(await registerAccount(apps.poster));
    const [leader, ...others] = members as [TestAccount, ...TestAccount[]];
    const listening = await registerAccount(apps.poster);
    const party = await groupCalls(apps.poster, leader).createParty();
    for (const member of [...others, listening]) {
      await groupCalls(apps.poster, leader).invite(party.id, { uuids: [member.id] });
      await groupCalls(apps.poster, member).join(party.id);
    }
    const isChat = (event: ReceivedEvent) => event.type === 'chat.messagePosted';

    const first = await openLiveStream(apps.listenerUrl, listening);
    const posting = Promise.all(
      Array.from({ length: POSTS }, (_, i) =>
        groupCalls(apps.poster, members[i % members.length]!).ok(
          'POST',
          `/groups/${party.id}/chat`,
          {
            message: `Message ${i}`,
          },
        ),
      ),
    );
    const beforeDrop = (
      await first.waitUntil((events) => events.filter(isChat).length >= 10)
    ).filter(isChat);
    first.close();
    const lastSeen = beforeDrop.at(-1)!.id;

    const second = await openLiveStream(apps.listenerUrl, listening, lastSeen);
    const posted = (await posting).map((answer) => answer.message.id as string);
    // Recorded after every post committed, so it comes after all of them.
    await groupCalls(apps.poster, leader).ok('POST', '/members/send-private-message', {
      toUserId: listening.id,
      message: 'Done',
    });
    await second.waitForEvent('inbox.messageReceived');

    const received = [...beforeDrop, ...second.events.filter(isChat)];
    expect(received.map((event) => event.data.payload.messageId).sort()).toEqual(posted.sort());
    const ids = received.map((event) => BigInt(event.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    second.close();
  });
});
