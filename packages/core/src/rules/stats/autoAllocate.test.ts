import { describe, expect, it } from 'vitest';
import { type UserOverrides, makeUser } from '../../testing/factories.ts';
import { autoAllocate, autoAllocationTarget } from './autoAllocate.ts';

const stats = (overrides: UserOverrides['stats']) => makeUser({ stats: overrides }).stats;

describe('automatic allocation', () => {
  it.each([
    [{ str: 2, con: 1, per: 3, int: 4 }, 'con'],
    [{ str: 2, con: 3, per: 3, int: 2 }, 'int'], // tie str/int: the last of con, str, per, int
    [{ str: 1, con: 1, per: 2, int: 2 }, 'str'],
    [{}, 'int'],
  ] as const)('flat raises the lowest: %o → %s', (values, target) => {
    expect(autoAllocationTarget(stats(values), 'flat')).toBe(target);
  });

  it.each([
    // level 14: ideal warrior split str 6, con 4, per 2, int 2
    [{ lvl: 14, class: 'warrior' }, 'str'],
    [{ lvl: 14, class: 'warrior', str: 6 }, 'con'],
    [{ lvl: 14, class: 'warrior', str: 6, con: 4 }, 'per'],
    [{ lvl: 14, class: 'wizard' }, 'int'],
    [{ lvl: 14, class: 'rogue', per: 6 }, 'str'],
    [{ lvl: 14, class: 'healer', con: 6, int: 4, str: 2 }, 'per'],
  ] as const)('classbased follows the class ratios: %o → %s', (values, target) => {
    expect(autoAllocationTarget(stats(values), 'classbased')).toBe(target);
  });

  it('taskbased raises the most trained attribute and resets training', () => {
    const trained = stats({ training: { int: 1, per: 5.5, str: 2, con: 0 } });
    expect(autoAllocationTarget(trained, 'taskbased')).toBe('per');
    const after = autoAllocate(trained, 'taskbased');
    expect(after.per).toBe(1);
    expect(after.training).toEqual({ int: 0, per: 0, str: 0, con: 0 });
  });

  it('falls back to str for an unknown mode', () => {
    expect(autoAllocationTarget(stats({ con: 0 }), 'random')).toBe('str');
  });
});
