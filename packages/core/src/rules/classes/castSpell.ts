// Casting a skill or a special item: look it up, check mana, gold and level, then cast it
// `quantity` times (party skills cast in bulk only once), each cast paying its mana.
import { classSpellsByKey, type ClassSpell } from '../../content/spells/index.ts';
import {
  antidotesByKey,
  cardsByKey,
  transformationItemsByKey,
} from '../../content/spells/index.ts';
import { NotAuthorized, NotFound, BadRequest } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import type { Task } from '../../model/task.ts';
import { isChallengeTask, isGroupTask, type Casting } from './casting.ts';
import { CLASS_SKILL_EFFECTS } from './classSkills.ts';
import { hasClass } from './hasClass.ts';
import {
  castAntidote,
  castCard,
  castTransformation,
  TRANSFORMATION_BUFFS,
} from './specialSkills.ts';
import { withStats } from './spellMath.ts';
import type { PlayerNotification } from './types.ts';
import { ownValue } from '../../ownValue.ts';

export type SpellTarget = ClassSpell['target'];

/** What a skill may act on; the server loads what the skill's target kind needs. */
export interface CastInput {
  caster: PlayerState;
  /** task skills: the caster's task. */
  task?: Task;
  /** brightness: the caster's tasks; stealth: the caster's dailies. */
  tasks?: readonly Task[];
  /** party skills: the caster's party, the caster included (just the caster without a party). */
  party?: readonly PlayerState[];
  /** user skills: the party member cast on (the caster when absent). */
  target?: PlayerState;
  /** The name a card carries (the caster's display name). */
  casterName?: string;
}

export interface CastParams {
  spellId: string;
  quantity?: number;
}

export interface CastResult {
  player: PlayerState;
  task?: Task;
  tasks?: Task[];
  /** Party skills: every member after the cast, the caster first. */
  party?: PlayerState[];
  /** User skills cast on another player: that player after the cast. */
  target?: PlayerState;
  notifications: PlayerNotification[];
  /** For the other player a user skill was cast on. */
  targetNotifications: PlayerNotification[];
}

interface Castable {
  key: string;
  mana: number;
  lvl: number;
  /** Gold paid per cast (special items bought and used at once). */
  gold: number;
  target: SpellTarget;
  bulk: boolean;
  cast: (casting: Casting) => void;
}

function findCastable(caster: PlayerState, spellId: string): Castable {
  const transformation = ownValue(transformationItemsByKey, spellId);
  const buff = TRANSFORMATION_BUFFS.find((key) => key === spellId);
  if (transformation && buff) {
    return { ...common(spellId, 'user'), cast: (c) => castTransformation(c, buff) };
  }
  const antidote = ownValue(antidotesByKey, spellId);
  const clears = TRANSFORMATION_BUFFS.find((key) => key === antidote?.clears);
  if (antidote && clears) {
    return { ...common(spellId, 'self', antidote.value), cast: (c) => castAntidote(c, clears) };
  }
  const card = ownValue(cardsByKey, spellId);
  if (card) return { ...common(spellId, 'user', card.value), cast: (c) => castCard(c, spellId) };
  const spell = ownValue(classSpellsByKey, spellId);
  const effect = ownValue(CLASS_SKILL_EFFECTS, spellId);
  // Only the caster's own class's skills exist for them, and only once a class is chosen.
  if (!spell || !effect || spell.klass !== caster.stats.class || !hasClass(caster)) {
    throw new NotFound('spellNotFound', { params: { spellId } });
  }
  return { ...spell, gold: 0, cast: effect };
}

function common(key: string, target: SpellTarget, gold = 0) {
  return { key, mana: 0, lvl: 0, gold, target, bulk: false };
}

/** Challenge and group tasks cannot be cast on. */
function assertTargetable(task: Task) {
  if (isChallengeTask(task)) throw new BadRequest('challengeTasksNoCast');
  if (isGroupTask(task)) throw new BadRequest('groupTasksNoCast');
}

function isTargetable(task: Task): boolean {
  return !isChallengeTask(task) && !isGroupTask(task);
}

function startCasting(input: CastInput, random: () => number): Casting {
  const { caster } = input;
  const isOther = (player: PlayerState) => player.id !== caster.id;
  const target = input.target && isOther(input.target) ? input.target : undefined;
  return {
    caster,
    ...(input.task ? { task: input.task } : {}),
    ...(input.tasks ? { tasks: [...input.tasks] } : {}),
    members: (input.party ?? []).filter(isOther),
    ...(target ? { target } : {}),
    notifications: [],
    targetNotifications: [],
    casterName: input.casterName ?? '',
    random,
  };
}

export function castSpell(
  input: CastInput,
  { spellId, quantity = 1 }: CastParams,
  ctx: { random: () => number },
): CastResult {
  const castable = findCastable(input.caster, spellId);
  if (!Number.isInteger(quantity) || quantity < 1) throw new BadRequest('invalidQuantity');
  if (castable.target === 'task') {
    if (!input.task) throw new NotFound('taskNotFound');
    assertTargetable(input.task);
  }
  const casting = startCasting(
    castable.key === 'brightness'
      ? { ...input, tasks: (input.tasks ?? []).filter(isTargetable) }
      : input,
    ctx.random,
  );
  const casts = castable.target === 'party' && castable.bulk ? 1 : quantity;
  for (let cast = 0; cast < casts; cast += 1) {
    const { stats } = casting.caster;
    if (castable.mana > stats.mp) throw new NotAuthorized('notEnoughMana');
    if (castable.gold > stats.gp) throw new NotAuthorized('messageNotEnoughGold');
    if (castable.lvl > stats.lvl) {
      throw new NotAuthorized('spellLevelTooHigh', { params: { level: castable.lvl } });
    }
    casting.caster = withStats(casting.caster, {
      mp: stats.mp - castable.mana,
      gp: stats.gp - castable.gold,
    });
    castable.cast(casting);
  }
  return resultOf(casting, castable.target);
}

function resultOf(casting: Casting, target: SpellTarget): CastResult {
  const { caster, target: other } = casting;
  return {
    player: caster,
    ...(casting.task ? { task: casting.task } : {}),
    ...(casting.tasks ? { tasks: casting.tasks } : {}),
    ...(target === 'party' ? { party: [caster, ...casting.members] } : {}),
    ...(other ? { target: other } : {}),
    // A card sent to oneself tells the caster.
    notifications: other
      ? casting.notifications
      : [...casting.notifications, ...casting.targetNotifications],
    targetNotifications: other ? casting.targetNotifications : [],
  };
}
