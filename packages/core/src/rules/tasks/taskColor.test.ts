import { describe, expect, it } from 'vitest';
import { taskColor } from './taskColor.ts';

describe('taskColor', () => {
  it.each([
    [-47, 'worst'],
    [-20.01, 'worst'],
    [-20, 'worse'],
    [-10.01, 'worse'],
    [-10, 'bad'],
    [-1.01, 'bad'],
    [-1, 'neutral'],
    [0, 'neutral'],
    [0.99, 'neutral'],
    [1, 'good'],
    [4.99, 'good'],
    [5, 'better'],
    [9.99, 'better'],
    [10, 'best'],
    [21.27, 'best'],
  ])('value %d is %s', (value, color) => {
    expect(taskColor({ type: 'habit', value })).toBe(color);
  });

  it('shows rewards purple whatever their cost', () => {
    expect(taskColor({ type: 'reward', value: 25 })).toBe('reward');
  });
});
