// Which attribute an automatically allocated point raises, by the player's allocation mode (flat,
// classbased or taskbased).
import type { Attribute } from '../../model/task.ts';
import type { AttributeValues, PlayerClass, Stats } from '../../model/user.ts';

/** The class's preferred attributes, weighted 3:2:1:1 by classbased allocation. */
export const CLASS_ATTRIBUTE_ORDER: Record<PlayerClass, readonly Attribute[]> = {
  warrior: ['str', 'con', 'per', 'int'],
  wizard: ['int', 'per', 'con', 'str'],
  rogue: ['per', 'str', 'int', 'con'],
  healer: ['con', 'int', 'str', 'per'],
};
const CLASS_WEIGHTS = [3, 2, 1, 1];

/** Of the attributes in `order`, the one whose value is `pick`ed; ties go to the last. */
function lastWith(values: AttributeValues, order: readonly Attribute[], target: number): Attribute {
  return order.filter((attribute) => values[attribute] === target).at(-1) ?? 'str';
}

function flat(stats: Stats): Attribute {
  const order: Attribute[] = ['con', 'str', 'per', 'int'];
  return lastWith(stats, order, Math.min(...order.map((attribute) => stats[attribute])));
}

function classBased(stats: Stats): Attribute {
  const order = CLASS_ATTRIBUTE_ORDER[stats.class];
  const share = stats.lvl / 7;
  const gaps = order.map((attribute, i) => stats[attribute] - share * CLASS_WEIGHTS[i]!);
  const smallest = Math.min(...gaps);
  return order[gaps.indexOf(smallest)] ?? 'str';
}

function taskBased(stats: Stats): Attribute {
  const order: Attribute[] = ['int', 'per', 'str', 'con'];
  const { training } = stats;
  return lastWith(training, order, Math.max(...order.map((attribute) => training[attribute])));
}

export function autoAllocationTarget(stats: Stats, mode: string): Attribute {
  if (mode === 'flat') return flat(stats);
  if (mode === 'classbased') return classBased(stats);
  if (mode === 'taskbased') return taskBased(stats);
  return 'str';
}

/** Raises the chosen attribute by one; task-based allocation then resets the training counters. */
export function autoAllocate(stats: Stats, mode: string): Stats {
  const target = autoAllocationTarget(stats, mode);
  const raised = { ...stats, [target]: stats[target] + 1 };
  return mode === 'taskbased'
    ? { ...raised, training: { int: 0, per: 0, str: 0, con: 0 } }
    : raised;
}
