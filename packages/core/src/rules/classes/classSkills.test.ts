// One test per class skill, its numbers worked out from the skill's formula (DR(b, max, half) =
// max·b/(b + half); docs/game-rules.md#classes-and-skills). Level-20 casters: every computed
// attribute is base + 10.
import { describe, expect, it } from 'vitest';
import type { PlayerState } from '../../model/player.ts';
import { deepFreeze, fixedRandom, makeTask } from '../../testing/factories.ts';
import { castSpell, type CastInput } from './castSpell.ts';
import { makeClassPlayer } from './testPlayer.ts';

const NO_CRIT = { random: fixedRandom(0.99) };
const CRIT = { random: fixedRandom(0) };
const dr = (b: number, max: number, half = max / 2) => (max * b) / (b + half);

function cast(input: CastInput, spellId: string, ctx = NO_CRIT, quantity?: number) {
  return castSpell(deepFreeze(input), { spellId, ...(quantity ? { quantity } : {}) }, ctx);
}

const member = (id: string, klass: PlayerState['stats']['class'], stats = {}) =>
  makeClassPlayer(klass, { id, stats: { mp: 5, ...stats } });

describe('wizard', () => {
  const wizard = makeClassPlayer('wizard', { id: 'w', stats: { int: 10, per: 0 } }); // INT 20, PER 10

  it('fireball: exp += DR(INT × crit × ceil((v+1)·0.075), 75), quest progress += ceil(INT/10)', () => {
    const task = makeTask('habit', { value: 0 });
    const result = cast({ caster: wizard, task }, 'fireball');
    expect(result.player.stats.mp).toBe(90);
    expect(result.player.stats.exp).toBeCloseTo(dr(20, 75));
    expect(result.player.party?.quest.progress.up).toBe(2);
    expect(result.task?.value).toBe(0);
    const crit = cast({ caster: wizard, task }, 'fireball', CRIT);
    expect(crit.player.stats.exp).toBeCloseTo(dr(20 * (1.5 + 40 / 210), 75));
  });

  it('fireball scales by the task value: value 20 → ×ceil(21 × 0.075) = ×2', () => {
    const task = makeTask('todo', { value: 20 });
    expect(cast({ caster: wizard, task }, 'fireball').player.stats.exp).toBeCloseTo(dr(40, 75));
  });

  it('mpheal: every non-wizard member gains ceil(DR(INT, 25, 125)) mana', () => {
    const party = [wizard, member('r', 'rogue'), member('w2', 'wizard')];
    const result = cast({ caster: wizard, party }, 'mpheal');
    const gain = Math.ceil(dr(20, 25, 125)); // 4
    expect(gain).toBe(4);
    expect(result.party?.map((p) => p.stats.mp)).toEqual([70, 5 + gain, 5]);
    expect(result.player.stats.mp).toBe(70);
  });

  it('earth: each member buffs.int += ceil(DR(INT − buffs.int, 30, 200))', () => {
    const party = [wizard, member('h', 'healer')];
    const result = cast({ caster: wizard, party }, 'earth');
    const gain = Math.ceil(dr(20, 30, 200));
    expect(result.party?.map((p) => p.stats.buffs.int)).toEqual([gain, gain]);
    expect(result.player.stats.mp).toBe(65);
  });

  it('frost: streaks protected, refused when already cast (spellAlreadyCast)', () => {
    const result = cast({ caster: wizard }, 'frost');
    expect(result.player.stats.buffs.streaks).toBe(true);
    expect(result.player.stats.mp).toBe(60);
    expect(() => cast({ caster: result.player }, 'frost')).toThrow(
      expect.objectContaining({ key: 'spellAlreadyCast' }),
    );
  });
});

describe('warrior', () => {
  const warrior = makeClassPlayer('warrior', { id: 'a', stats: { str: 10, con: 0 } }); // STR 20, CON 10

  it('smash: task value += DR(STR × crit, 2.5, 35), quest progress += DR(b, 55, 70)', () => {
    const task = makeTask('daily', { value: 1 });
    const result = cast({ caster: warrior, task }, 'smash');
    expect(result.task?.value).toBeCloseTo(1 + dr(20, 2.5, 35));
    expect(result.player.party?.quest.progress.up).toBeCloseTo(dr(20, 55, 70));
    const crit = cast({ caster: warrior, task }, 'smash', CRIT);
    expect(crit.task?.value).toBeCloseTo(1 + dr(20 * (1.5 + 40 / 210), 2.5, 35));
  });

  it('defensiveStance: buffs.con += ceil(DR(CON − buffs.con, 40, 200))', () => {
    const result = cast({ caster: warrior }, 'defensiveStance');
    expect(result.player.stats.buffs.con).toBe(Math.ceil(dr(10, 40, 200)));
    expect(result.player.stats.mp).toBe(75);
  });

  it('valorousPresence: each member buffs.str += ceil(DR(STR − buffs.str, 20, 200))', () => {
    const result = cast(
      { caster: warrior, party: [warrior, member('b', 'rogue')] },
      'valorousPresence',
    );
    const gain = Math.ceil(dr(20, 20, 200));
    expect(result.party?.map((p) => p.stats.buffs.str)).toEqual([gain, gain]);
  });

  it('intimidate: each member buffs.con += ceil(DR(CON − buffs.con, 24, 200))', () => {
    const result = cast({ caster: warrior, party: [warrior, member('b', 'rogue')] }, 'intimidate');
    const gain = Math.ceil(dr(10, 24, 200));
    expect(result.party?.map((p) => p.stats.buffs.con)).toEqual([gain, gain]);
    expect(result.player.stats.mp).toBe(85);
  });
});

describe('rogue', () => {
  const rogue = makeClassPlayer('rogue', {
    id: 'r',
    stats: { str: 0, per: 20, gp: 5 }, // STR 10, PER 30
  });

  it('pickPocket: gold += DR((v+1) + PER/2, 25, 75)', () => {
    const task = makeTask('habit', { value: 3 });
    const result = cast({ caster: rogue, task }, 'pickPocket');
    expect(result.player.stats.gp).toBeCloseTo(5 + dr(4 + 15, 25, 75));
    expect(result.task?.value).toBe(3);
  });

  it('backStab: exp += DR(b, 75, 50), gold += DR(b, 18, 75), b = (v+1) + STR/2 × crit', () => {
    const task = makeTask('habit', { value: -4 });
    const result = cast({ caster: rogue, task }, 'backStab');
    expect(result.player.stats.exp).toBeCloseTo(dr(1 + 5, 75, 50));
    expect(result.player.stats.gp).toBeCloseTo(5 + dr(6, 18, 75));
    // A 30% base chance: a roll of 0.3 hits at STR 10 (0.3 × 1.1 = 0.33).
    const crit = cast({ caster: rogue, task }, 'backStab', { random: fixedRandom(0.3) });
    expect(crit.player.stats.exp).toBeCloseTo(dr(1 + 5 * (1.5 + 40 / 210), 75, 50));
  });

  it('toolsOfTrade: each member buffs.per += ceil(DR(PER − buffs.per, 100, 50))', () => {
    const result = cast({ caster: rogue, party: [rogue, member('x', 'healer')] }, 'toolsOfTrade');
    const gain = Math.ceil(dr(30, 100, 50));
    expect(result.party?.map((p) => p.stats.buffs.per)).toEqual([gain, gain]);
  });

  it('stealth: PER 50 and 10 dailies give +4 charges', () => {
    const caster = makeClassPlayer('rogue', { stats: { per: 40 } }); // PER 50
    const tasks = Array.from({ length: 10 }, (_, i) =>
      makeTask('daily', { id: `d${i}`, isDue: true, completed: false }),
    );
    const result = cast({ caster, tasks }, 'stealth');
    expect(result.player.stats.buffs.stealth).toBe(4);
    expect(result.player.stats.mp).toBe(55);
  });

  it('stealth is refused once the charges cover every open due daily', () => {
    const tasks = [
      makeTask('daily', { id: 'open', isDue: true, completed: false }),
      makeTask('daily', { id: 'done', isDue: true, completed: true }),
    ];
    const covered = makeClassPlayer('rogue', {
      stats: { buffs: { ...rogue.stats.buffs, stealth: 1 } },
    });
    expect(() => cast({ caster: covered, tasks }, 'stealth')).toThrow(
      expect.objectContaining({ key: 'spellAlreadyCast' }),
    );
  });
});

describe('healer', () => {
  const healer = makeClassPlayer('healer', { id: 'h', stats: { con: 10, int: 0, hp: 40 } }); // CON 20, INT 10

  it('heal: hp += (CON + INT + 5) × 0.075, capped at 50', () => {
    const result = cast({ caster: healer }, 'heal');
    expect(result.player.stats.hp).toBeCloseTo(40 + 35 * 0.075);
    const nearlyFull = makeClassPlayer('healer', { stats: { hp: 49.5, con: 10 } });
    expect(cast({ caster: nearlyFull }, 'heal').player.stats.hp).toBe(50);
  });

  it('heal at full health is refused with messageHealthAlreadyMax', () => {
    const full = makeClassPlayer('healer', { stats: { hp: 50 } });
    expect(() => cast({ caster: full }, 'heal')).toThrow(
      expect.objectContaining({ key: 'messageHealthAlreadyMax' }),
    );
  });

  it('brightness: every task but rewards and challenge tasks gains 4·INT/(INT + 40)', () => {
    const tasks = [
      makeTask('habit', { id: 'h', value: 1 }),
      makeTask('reward', { id: 'r', value: 10 }),
      makeTask('todo', { id: 'c', value: 0, challenge: { id: 'ch' } }),
    ];
    const result = cast({ caster: healer, tasks }, 'brightness');
    expect(result.tasks?.map((t) => [t.id, t.value])).toEqual([
      ['h', 1 + 40 / 50],
      ['r', 10],
    ]);
  });

  it('protectAura: each member buffs.con += ceil(DR(CON − buffs.con, 200, 200))', () => {
    const result = cast({ caster: healer, party: [healer, member('m', 'wizard')] }, 'protectAura');
    const gain = Math.ceil(dr(20, 200, 200));
    expect(result.party?.map((p) => p.stats.buffs.con)).toEqual([gain, gain]);
  });

  it('healAll: each member hp += (CON + INT + 5) × 0.04 per cast, not in bulk', () => {
    const party = [healer, member('m', 'wizard', { hp: 10 })];
    const result = cast({ caster: healer, party }, 'healAll', NO_CRIT, 2);
    expect(result.party?.map((p) => p.stats.hp)).toEqual([40 + 2 * 35 * 0.04, 10 + 2 * 35 * 0.04]);
    expect(result.player.stats.mp).toBe(50);
  });
});
