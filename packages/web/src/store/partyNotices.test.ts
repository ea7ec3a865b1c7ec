// The boss damage notice after the day boundary.
import { describe, expect, it } from 'vitest';
import { questBossText } from '@questlog/core';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import {
  loadPartyPlayer,
  makeParty,
  partyMembers,
  viewerId,
} from '../routes/party/partyTestKit.tsx';
import { answering, fakeTasksApi, ok } from '../test/tasksKit.ts';
import { announceBossDamage } from './partyNotices.ts';

const cronAt = 1_800_000_000_000;
const damage = (id: string, user: string, timestamp: number) => ({
  id,
  text: '`…`',
  uuid: 'system',
  timestamp,
  info: { type: 'boss_damage', user, quest: 'gryphon', userDamage: 12.34, bossDamage: 4.5 },
});

function withChat(chat: ReturnType<typeof damage>[]) {
  loadPartyPlayer({ _id: 'party-1', quest: { key: 'gryphon', progress: { up: 0 } } });
  const party = makeParty({ key: 'gryphon', active: true, progress: { hp: 280 } }, { chat });
  fakeTasksApi(
    answering('GET', '/groups/party', () => ok(party)),
    answering('GET', /^\/groups\/party\/members/, () => ok(partyMembers())),
  );
}

/** Every notice pushed, shown or still waiting for its turn. */
const texts = () => {
  const { visible, waiting } = notificationStack.getSnapshot();
  return [...visible, ...waiting].map((notice) => notice.text);
};

describe('announceBossDamage', () => {
  it('tells the viewer the damage of their newest boss_damage message since the cron', async () => {
    withChat([damage('m2', 'friend-1', cronAt + 500), damage('m1', viewerId, cronAt + 200)]);
    await announceBossDamage(cronAt);
    const boss = questBossText['gryphon']?.text ?? '';
    expect(texts()).toEqual([`You dealt 12.3 damage to ${boss}; it struck the party for 4.5.`]);
  });

  it('says nothing for an older day boundary’s message', async () => {
    withChat([damage('m9', viewerId, cronAt - 24 * 3_600_000)]);
    await announceBossDamage(cronAt);
    expect(texts()).toEqual([]);
  });
});
