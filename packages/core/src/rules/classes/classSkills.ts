// What each of the 16 class skills does. Every skill reads the caster's computed attributes; crits
// are rolled with the server's random source.
import { NotAuthorized } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import type { Task } from '../../model/task.ts';
import { computedStats } from '../stats/computedStats.ts';
import { updateStats } from '../stats/updateStats.ts';
import { rollCrit } from '../tasks/crit.ts';
import { MAX_HEALTH } from '../user/levels.ts';
import { forEachMember, requireTask, type Casting } from './casting.ts';
import {
  diminishingReturns as dr,
  rogueBonus,
  withBuffs,
  withQuestProgress,
  withStats,
} from './spellMath.ts';

type SkillEffect = (casting: Casting) => void;

/** Experience and gold changes go through updateStats (level-ups, drops, notifications). */
function gainExpAndGold(casting: Casting, exp: number, gp: number) {
  const { caster } = casting;
  const result = updateStats(caster, {
    hp: caster.stats.hp,
    exp: caster.stats.exp + exp,
    gp: caster.stats.gp + gp,
  });
  casting.caster = { ...caster, ...result.user };
  casting.notifications.push(...result.userNotifications);
}

function withTaskValue(task: Task, delta: number): Task {
  return { ...task, value: task.value + delta };
}

function healed(player: PlayerState, amount: number): PlayerState {
  return withStats(player, { hp: Math.min(MAX_HEALTH, player.stats.hp + amount) });
}

/** Is this daily one of today's still open? (Stealth evades at most that many.) */
function isOpenDueDaily(task: Task): boolean {
  return task.type === 'daily' && !task.completed && task.isDue;
}

const wizard: Record<string, SkillEffect> = {
  fireball(casting) {
    const task = requireTask(casting);
    const { int, per } = computedStats(casting.caster);
    let bonus = int * rollCrit(per, casting.random);
    bonus *= Math.ceil((task.value < 0 ? 1 : task.value + 1) * 0.075);
    gainExpAndGold(casting, dr(bonus, 75), 0);
    casting.caster = withQuestProgress(casting.caster, Math.ceil(int * 0.1));
  },
  mpheal(casting) {
    const { int } = computedStats(casting.caster);
    const gain = Math.ceil(dr(int, 25, 125));
    // Ethereal Surge leaves wizards out, the caster too.
    forEachMember(casting, (member) =>
      member.stats.class === 'wizard' ? member : withStats(member, { mp: member.stats.mp + gain }),
    );
  },
  earth(casting) {
    const bonus = computedStats(casting.caster).int - casting.caster.stats.buffs.int;
    const gain = Math.ceil(dr(bonus, 30, 200));
    forEachMember(casting, (member) => withBuffs(member, { int: member.stats.buffs.int + gain }));
  },
  frost(casting) {
    if (casting.caster.stats.buffs.streaks) throw new NotAuthorized('spellAlreadyCast');
    casting.caster = withBuffs(casting.caster, { streaks: true });
  },
};

const warrior: Record<string, SkillEffect> = {
  smash(casting) {
    const task = requireTask(casting);
    const { str, con } = computedStats(casting.caster);
    const bonus = str * rollCrit(con, casting.random);
    casting.task = withTaskValue(task, dr(bonus, 2.5, 35));
    casting.caster = withQuestProgress(casting.caster, dr(bonus, 55, 70));
  },
  defensiveStance(casting) {
    const { caster } = casting;
    const bonus = computedStats(caster).con - caster.stats.buffs.con;
    casting.caster = withBuffs(caster, {
      con: caster.stats.buffs.con + Math.ceil(dr(bonus, 40, 200)),
    });
  },
  valorousPresence(casting) {
    const bonus = computedStats(casting.caster).str - casting.caster.stats.buffs.str;
    const gain = Math.ceil(dr(bonus, 20, 200));
    forEachMember(casting, (member) => withBuffs(member, { str: member.stats.buffs.str + gain }));
  },
  intimidate(casting) {
    const bonus = computedStats(casting.caster).con - casting.caster.stats.buffs.con;
    const gain = Math.ceil(dr(bonus, 24, 200));
    forEachMember(casting, (member) => withBuffs(member, { con: member.stats.buffs.con + gain }));
  },
};

const rogue: Record<string, SkillEffect> = {
  pickPocket(casting) {
    const task = requireTask(casting);
    const bonus = rogueBonus(task.value, computedStats(casting.caster).per);
    const { caster } = casting;
    casting.caster = withStats(caster, { gp: caster.stats.gp + dr(bonus, 25, 75) });
  },
  backStab(casting) {
    const task = requireTask(casting);
    const { str } = computedStats(casting.caster);
    const bonus = rogueBonus(task.value, str, rollCrit(str, casting.random, 0.3));
    gainExpAndGold(casting, dr(bonus, 75, 50), dr(bonus, 18, 75));
  },
  toolsOfTrade(casting) {
    const bonus = computedStats(casting.caster).per - casting.caster.stats.buffs.per;
    const gain = Math.ceil(dr(bonus, 100, 50));
    forEachMember(casting, (member) => withBuffs(member, { per: member.stats.buffs.per + gain }));
  },
  stealth(casting) {
    const dailies = (casting.tasks ?? []).filter((task) => task.type === 'daily');
    const { caster } = casting;
    // More charges than open dailies would change nothing.
    if (caster.stats.buffs.stealth >= dailies.filter(isOpenDueDaily).length) {
      throw new NotAuthorized('spellAlreadyCast');
    }
    const gain = Math.ceil(dr(computedStats(caster).per, 0.64 * dailies.length, 55));
    casting.caster = withBuffs(caster, { stealth: caster.stats.buffs.stealth + gain });
  },
};

const healer: Record<string, SkillEffect> = {
  heal(casting) {
    const { caster } = casting;
    if (caster.stats.hp >= MAX_HEALTH) throw new NotAuthorized('messageHealthAlreadyMax');
    const { con, int } = computedStats(caster);
    casting.caster = healed(caster, (con + int + 5) * 0.075);
  },
  brightness(casting) {
    const { int } = computedStats(casting.caster);
    casting.tasks = (casting.tasks ?? []).map((task) =>
      task.type === 'reward' ? task : withTaskValue(task, (4 * int) / (int + 40)),
    );
  },
  protectAura(casting) {
    const bonus = computedStats(casting.caster).con - casting.caster.stats.buffs.con;
    const gain = Math.ceil(dr(bonus, 200, 200));
    forEachMember(casting, (member) => withBuffs(member, { con: member.stats.buffs.con + gain }));
  },
  healAll(casting) {
    const { con, int } = computedStats(casting.caster);
    forEachMember(casting, (member) => healed(member, (con + int + 5) * 0.04));
  },
};

export const CLASS_SKILL_EFFECTS: Readonly<Record<string, SkillEffect>> = {
  ...wizard,
  ...warrior,
  ...rogue,
  ...healer,
};
