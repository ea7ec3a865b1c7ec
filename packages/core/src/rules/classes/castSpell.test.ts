// The checks every cast goes through, and the special items.
import { describe, expect, it } from 'vitest';
import { deepFreeze, fixedRandom, makeTask } from '../../testing/factories.ts';
import { castSpell, type CastInput } from './castSpell.ts';
import { antidotePinsOf } from './classPins.ts';
import { makeClassPlayer, makePlayer } from './testPlayer.ts';

const ctx = { random: fixedRandom(0.99) };
const cast = (input: CastInput, spellId: string, quantity?: number) =>
  castSpell(deepFreeze(input), { spellId, ...(quantity !== undefined ? { quantity } : {}) }, ctx);

describe('castSpell refusals', () => {
  const wizard = makeClassPlayer('wizard', { id: 'w', stats: { lvl: 12, mp: 25 } });

  it("an unknown skill, or another class's, is not found with the original's wording", () => {
    expect(() => cast({ caster: wizard }, 'nap')).toThrow('Skill "nap" not found.');
    expect(() => cast({ caster: wizard }, 'smash')).toThrow(
      expect.objectContaining({ key: 'spellNotFound', status: 404 }),
    );
  });

  it('a player without a chosen class has no class skills', () => {
    const classless = makePlayer({ stats: { lvl: 20, mp: 50, class: 'wizard' } });
    expect(() => cast({ caster: classless }, 'frost')).toThrow(
      expect.objectContaining({ key: 'spellNotFound' }),
    );
  });

  it('not enough mana: notEnoughMana, also when a second cast would need more', () => {
    const task = makeTask('habit');
    expect(() => cast({ caster: wizard }, 'mpheal', 1)).toThrow(
      expect.objectContaining({ key: 'notEnoughMana', status: 401 }),
    );
    expect(cast({ caster: wizard, task }, 'fireball', 2).player.stats.mp).toBe(5);
    expect(() => cast({ caster: wizard, task }, 'fireball', 3)).toThrow(
      expect.objectContaining({ key: 'notEnoughMana' }),
    );
  });

  it('a skill above the level: spellLevelTooHigh', () => {
    const rich = makeClassPlayer('wizard', { stats: { lvl: 12, mp: 100 } });
    expect(() => cast({ caster: rich }, 'frost')).toThrow('This skill needs level 14.');
  });

  it('party bulk skills cast once whatever the quantity', () => {
    const rich = makeClassPlayer('wizard', { id: 'w', stats: { lvl: 13, mp: 100, int: 10 } });
    expect(cast({ caster: rich }, 'earth', 3).player.stats.mp).toBe(65);
  });

  it('a party skill without party members acts on the caster alone', () => {
    const warrior = makeClassPlayer('warrior', { stats: { str: 10 } });
    const result = cast({ caster: warrior }, 'valorousPresence');
    expect(result.party).toHaveLength(1);
    expect(result.player.stats.buffs.str).toBeGreaterThan(0);
  });

  it('challenge and group tasks cannot be cast on', () => {
    const warrior = makeClassPlayer('warrior');
    const challenge = makeTask('habit', { challenge: { id: 'c1' } });
    const group = makeTask('habit', { group: { id: 'g1' } });
    expect(() => cast({ caster: warrior, task: challenge }, 'smash')).toThrow(
      expect.objectContaining({ key: 'challengeTasksNoCast' }),
    );
    expect(() => cast({ caster: warrior, task: group }, 'smash')).toThrow(
      expect.objectContaining({ key: 'groupTasksNoCast' }),
    );
  });

  it('a task skill needs its task (taskNotFound) and a whole positive quantity', () => {
    const warrior = makeClassPlayer('warrior');
    expect(() => cast({ caster: warrior }, 'smash')).toThrow(
      expect.objectContaining({ key: 'taskNotFound' }),
    );
    expect(() => cast({ caster: warrior, task: makeTask('habit') }, 'smash', 0)).toThrow(
      expect.objectContaining({ key: 'invalidQuantity' }),
    );
  });
});

describe('transformation items', () => {
  const withStock = (stock: number) => {
    const player = makePlayer({ id: 'me', stats: { gp: 20 } });
    return {
      ...player,
      items: { ...player.items, special: { ...player.items.special, snowball: stock } },
    };
  };
  const friend = () => {
    const player = makePlayer({ id: 'friend' });
    return {
      ...player,
      stats: { ...player.stats, buffs: { ...player.stats.buffs, seafoam: true } },
    };
  };

  it('a snowball on another player: theirs exclusively, our stock down by one', () => {
    const result = cast({ caster: withStock(2), target: friend() }, 'snowball');
    expect(result.player.items.special.snowball).toBe(1);
    expect(result.target?.stats.buffs).toMatchObject({ snowball: true, seafoam: false });
    expect((result.target?.achievements as unknown as Record<string, number>).snowball).toBe(1);
    expect(result.player.stats.buffs.snowball).toBe(false);
    expect(result.player.stats.gp).toBe(20);
  });

  it('without a target the caster is transformed', () => {
    const result = cast({ caster: withStock(1) }, 'snowball');
    expect(result.player.stats.buffs.snowball).toBe(true);
    expect(result.player.items.special.snowball).toBe(0);
    expect(result.target).toBeUndefined();
  });

  it('none in stock: spellNotOwned', () => {
    expect(() => cast({ caster: withStock(0) }, 'snowball')).toThrow(
      expect.objectContaining({ key: 'spellNotOwned' }),
    );
  });

  it('salt clears the snowball for 5 gold; without the gold it is refused', () => {
    const snowed = cast({ caster: withStock(1) }, 'snowball').player;
    const result = cast({ caster: snowed }, 'salt');
    expect(result.player.stats.buffs.snowball).toBe(false);
    expect(result.player.stats.gp).toBe(15);
    const poor = { ...snowed, stats: { ...snowed.stats, gp: 4 } };
    expect(() => cast({ caster: poor }, 'salt')).toThrow(
      expect.objectContaining({ key: 'messageNotEnoughGold' }),
    );
  });
});

describe('cards', () => {
  const sender = makePlayer({ id: 'me', stats: { gp: 25 } });
  const receiver = makePlayer({ id: 'you' });

  it('costs 10 gold, counts on both sides and tells the receiver who sent it', () => {
    const result = castSpell(
      deepFreeze({ caster: sender, target: receiver, casterName: 'Ada' }),
      { spellId: 'greeting' },
      ctx,
    );
    expect(result.player.stats.gp).toBe(15);
    const count = (p: typeof sender | undefined) =>
      (p?.achievements as unknown as Record<string, number>).greeting;
    expect(count(result.player)).toBe(1);
    expect(count(result.target)).toBe(1);
    expect(result.target?.items.special.greetingReceived).toEqual(['Ada']);
    expect(result.target?.flags.cardReceived).toBe(true);
    expect(result.targetNotifications).toEqual([
      { type: 'CARD_RECEIVED', data: { card: 'greeting', from: { id: 'me', name: 'Ada' } } },
    ]);
    expect(result.notifications).toEqual([]);
  });

  it('sent to oneself it counts once and the caster gets the notification', () => {
    const result = cast({ caster: sender, casterName: 'Ada' }, 'thankyou');
    expect((result.player.achievements as unknown as Record<string, number>).thankyou).toBe(1);
    expect(result.notifications.map((n) => n.type)).toEqual(['CARD_RECEIVED']);
  });

  it('without 10 gold: messageNotEnoughGold', () => {
    const poor = makePlayer({ stats: { gp: 9 } });
    expect(() => cast({ caster: poor, target: receiver }, 'birthday')).toThrow(
      expect.objectContaining({ key: 'messageNotEnoughGold' }),
    );
  });
});

describe('antidotePinsOf', () => {
  it('pins the antidote of each transformation worn', () => {
    const player = makePlayer();
    const snowed = {
      ...player,
      stats: { ...player.stats, buffs: { ...player.stats.buffs, snowball: true } },
    };
    expect(antidotePinsOf(snowed)).toEqual([{ type: 'debuffPotion', path: 'spells.special.salt' }]);
    expect(antidotePinsOf(player)).toEqual([]);
  });
});
