// A moment of celebration around a picture (a level reached, a quest won): rays turn slowly behind
// it, it pops in, and confetti falls twice. Only when the player has not asked for reduced motion;
// otherwise the same scene stands still (Celebration.module.css).
import type { CSSProperties, ReactNode } from 'react';
import styles from './Celebration.module.css';

const RAYS = 12;
const COLOURS = ['#f2c230', '#e95e5e', '#4a8fe0', '#5ec46b', '#b24fc2', '#f28a30'];

/** Where each piece of confetti falls from, when, and how it turns: spread evenly, no chance. */
const confetti = Array.from({ length: 18 }, (_, index) => ({
  '--x': `${(index * 37) % 100}%`,
  '--y': `${(index * 53) % 90}%`,
  '--delay': `${((index * 7) % 10) / 10}s`,
  '--turn': `${(index % 2 ? 1 : -1) * (180 + index * 20)}deg`,
  '--colour': COLOURS[index % COLOURS.length],
}));

const rays = Array.from({ length: RAYS }, (_, index) => {
  const angle = (index / RAYS) * Math.PI * 2;
  const spread = Math.PI / RAYS / 2;
  const point = (turn: number) =>
    `${(Math.cos(turn) * 80).toFixed(1)} ${(Math.sin(turn) * 80).toFixed(1)}`;
  return `M 0 0 L ${point(angle - spread)} L ${point(angle + spread)} Z`;
});

export function Celebration({ children }: { children: ReactNode }) {
  return (
    <div className={styles.celebration}>
      <svg className={styles.rays} viewBox="-50 -50 100 100" aria-hidden="true">
        <path d={rays.join(' ')} />
      </svg>
      <span className={styles.confetti} aria-hidden="true">
        {confetti.map((piece, index) => (
          <i key={index} style={piece as CSSProperties} />
        ))}
      </span>
      <div className={styles.picture}>{children}</div>
    </div>
  );
}
