import { describe, expect, it } from 'vitest';
import { questBossText } from '@questlog/core';
import type { PartyChatMessage } from '../api/partyTypes.ts';
import { newestBossDamageFor, questLogOf } from './questLog.ts';
import { shownBossHp, shownPendingDamage } from './questView.ts';

const system = (
  id: string,
  timestamp: number,
  info: PartyChatMessage['info'],
): PartyChatMessage => ({
  id,
  text: '`…`',
  uuid: 'system',
  timestamp,
  info,
});

const chat: PartyChatMessage[] = [
  system('m3', 3000, {
    type: 'boss_damage',
    user: 'bob-id',
    quest: 'gryphon',
    userDamage: 4,
    bossDamage: 1.5,
  }),
  { id: 'm2', text: 'hello', uuid: 'user-2', user: 'bob-id', timestamp: 2500, info: {} },
  system('m1', 2000, {
    type: 'boss_damage',
    user: 'alice-id',
    quest: 'gryphon',
    userDamage: 12.345,
    bossDamage: 3,
  }),
  system('m0', 1000, { type: 'spell_cast_party', user: 'alice-id' }),
];

describe('the quest log', () => {
  it('keeps the quest system messages, newest first, with the boss named from the catalogue', () => {
    const lines = questLogOf(chat, (id) => (id === 'alice-id' ? 'Alice' : id));
    expect(lines.map((line) => line.id)).toEqual(['m3', 'm1']);
    expect(lines[1]).toMatchObject({
      key: 'boss_damage',
      params: {
        user: 'Alice',
        userDamage: 12.3,
        bossDamage: 3,
        boss: questBossText['gryphon']?.text,
      },
    });
  });

  it('finds the viewer’s newest boss damage since the day boundary, and nothing older', () => {
    expect(newestBossDamageFor(chat, ['alice-id'], 1500)).toEqual({
      id: 'm1',
      userDamage: 12.3,
      bossDamage: 3,
    });
    expect(newestBossDamageFor(chat, ['alice-id'], 2600)).toBeNull();
    expect(newestBossDamageFor(chat, ['Carol'], 0)).toBeNull();
  });
});

describe('the numbers the quest card shows', () => {
  it.each([
    [123.451, 123.46],
    [300, 300],
    [0.001, 0.01],
  ])('boss health %d shows as %d (rounded up to 2 decimals)', (hp, shown) => {
    expect(shownBossHp(hp)).toBe(shown);
  });

  it.each([
    [7.89, 7.8],
    [0.05, 0],
    [12, 12],
  ])('pending damage %d shows as %d (floored to 1 decimal)', (up, shown) => {
    expect(shownPendingDamage(up)).toBe(shown);
  });
});
