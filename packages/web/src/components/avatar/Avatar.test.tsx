import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';

describe('the avatar picture', () => {
  it('is one named picture with its layers in order', () => {
    render(
      <Avatar
        name="Robin"
        look={{
          preferences: { background: 'forest', hair: { base: 2 } },
          items: { currentPet: 'Fox-Golden', gear: { equipped: { weapon: 'weapon_rogue_2' } } },
        }}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Avatar of Robin' });
    const layers = [...picture.querySelectorAll('[data-layer]')].map((node) =>
      node.getAttribute('data-layer'),
    );
    expect(layers).toEqual(['background', 'body', 'shirt', 'hairBase', 'weapon', 'pet']);
    expect(picture.querySelector('[data-layer="weapon"] path')).not.toBeNull();
  });

  it('shows the sleeping state', () => {
    render(<Avatar name="Robin" look={{ preferences: { sleep: true } }} />);
    const picture = screen.getByRole('img', { name: 'Avatar of Robin' });
    expect(picture.getAttribute('data-sleeping')).toBe('true');
    expect(picture.querySelector('[data-layer="body"] text')?.textContent).toBe('z');
  });
});
