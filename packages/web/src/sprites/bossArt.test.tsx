// New players saw the same purple monster for every boss, the Wild Dust Bunnies included: every
// boss of the quest catalogue now has a look of its own, and no two draw alike.
import { QUESTS } from '@questlog/core';
import { render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BossArt } from './bossArt.tsx';
import { BOSS_LOOKS } from './bossLooks.ts';
import { EGG_SHAPES } from './creatureShapes.ts';
import { QuestScrollArt } from './itemArt.tsx';

const bossKeys = QUESTS.filter((quest) => quest.boss).map((quest) => quest.key);
const drawn = (questKey: string) => renderToStaticMarkup(<BossArt questKey={questKey} />);

describe('the quest bosses’ pictures', () => {
  it('give every boss of the catalogue a look, and none to a quest without a boss', () => {
    expect(bossKeys.length).toBeGreaterThan(90);
    expect(bossKeys.filter((key) => !Object.hasOwn(BOSS_LOOKS, key))).toEqual([]);
    expect(Object.keys(BOSS_LOOKS).filter((key) => !bossKeys.includes(key))).toEqual([]);
    for (const key of bossKeys) expect(drawn(key)).toContain(`data-boss="${key}"`);
  });

  // Told apart by their shapes, not by a change of colour alone.
  it('draw no two bosses alike, even without their colours', () => {
    const shapeOf = (key: string) =>
      drawn(key).replace(/ (fill|stroke|data-boss|data-boss-animal)="[^"]*"/g, '');
    const byShape = new Map<string, string>();
    const clashes: string[] = [];
    for (const key of bossKeys) {
      const shape = shapeOf(key);
      const other = byShape.get(shape);
      if (other) clashes.push(`${other} = ${key}`);
      byShape.set(shape, key);
    }
    expect(clashes).toEqual([]);
  });

  it('draw a boss of the stable as an animal the stable knows, not as a stand-in', () => {
    const animals = bossKeys.filter((key) => BOSS_LOOKS[key]?.figure === 'creature');
    expect(animals.length).toBeGreaterThan(50);
    const unknown = animals.filter((key) => {
      const egg = /data-boss-animal="([^-"]+)-/.exec(drawn(key))?.[1];
      return !egg || EGG_SHAPES[egg] === undefined;
    });
    expect(unknown).toEqual([]);
  });

  it('tell the Wild Dust Bunnies from the other bosses: a swarm of grey fluff', () => {
    expect(drawn('dustbunnies')).not.toBe(drawn('basilist'));
    expect(BOSS_LOOKS.dustbunnies).toMatchObject({ figure: 'swarm', unit: 'fluff' });
  });

  // The bosses' art loads apart from the first screen: a scroll's seal shows the hulk until then.
  it('seal a boss quest’s scroll with its boss once their art has loaded', async () => {
    const { container } = render(
      <svg>
        <QuestScrollArt questKey="dustbunnies" />
      </svg>,
    );
    await waitFor(() =>
      expect(container.querySelector('[data-boss="dustbunnies"]')).not.toBeNull(),
    );
  });
});
