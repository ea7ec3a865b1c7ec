// A member's card names their class only once they chose one and keep classes on (issue 19.5).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberCard } from './MemberCard.tsx';
import { makeMember } from './partyTestKit.tsx';

function renderCard(fields: Parameters<typeof makeMember>[2]) {
  render(
    <ul>
      <MemberCard member={makeMember('member-1', 'Alice', fields)} />
    </ul>,
  );
  return screen.getByRole('listitem', { name: 'Alice' }).textContent ?? '';
}

describe('MemberCard', () => {
  it.each([
    ['chose a class', { flags: { classSelected: true } }, true],
    ['has not chosen one', { flags: { classSelected: false } }, false],
    [
      'turned classes off',
      { flags: { classSelected: true }, preferences: { disableClasses: true } },
      false,
    ],
  ])('shows the class when the member %s: %j', (_case, fields, shown) => {
    const text = renderCard(fields);
    expect(text).toContain('Level 12');
    expect(text.includes('Warrior')).toBe(shown);
  });
});
