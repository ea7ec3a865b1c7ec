// Where each body template puts its parts, in a 100 × 100 box facing left: the body, the head,
// the eyes, the snout, the tail's root, the top of the back and the feet.
import type { Template } from './creatureShapes.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Anchors {
  body: { x: number; y: number; rx: number; ry: number };
  head: Point & { r: number };
  snout: Point;
  tail: Point;
  back: Point;
  /** x of each leg; legs run from `legTop` to `legBottom`. */
  legs: readonly number[];
  legTop: number;
  legBottom: number;
}

const a = (
  body: [number, number, number, number],
  head: [number, number, number],
  snout: [number, number],
  tail: [number, number],
  back: [number, number],
  legs: number[],
  legTop = 70,
  legBottom = 86,
): Anchors => ({
  body: { x: body[0], y: body[1], rx: body[2], ry: body[3] },
  head: { x: head[0], y: head[1], r: head[2] },
  snout: { x: snout[0], y: snout[1] },
  tail: { x: tail[0], y: tail[1] },
  back: { x: back[0], y: back[1] },
  legs,
  legTop,
  legBottom,
});

export const ANCHORS: Readonly<Record<Template, Anchors>> = {
  q: a([55, 62, 24, 14], [30, 44, 13], [18, 48], [78, 58], [56, 49], [38, 47, 63, 71]),
  u: a([52, 64, 15, 20], [50, 34, 13], [38, 38], [65, 78], [52, 45], [45, 58], 80, 92),
  b: a([54, 60, 18, 18], [40, 36, 11], [29, 38], [70, 66], [58, 44], [49, 58], 76, 90),
  f: a([52, 56, 28, 14], [34, 54, 10], [23, 58], [80, 56], [52, 42], []),
  s: a([52, 70, 26, 8], [28, 36, 10], [18, 40], [80, 74], [50, 62], []),
  i: a([58, 62, 20, 13], [34, 56, 10], [24, 58], [78, 62], [58, 49], [46, 56, 66], 68, 82),
  o: a([50, 66, 26, 20], [50, 58, 14], [36, 66], [76, 74], [50, 46], []),
  p: a([50, 62, 12, 24], [50, 34, 12], [40, 38], [50, 86], [50, 40], []),
  t: a([50, 62, 22, 22], [50, 54, 14], [38, 62], [72, 70], [50, 40], [40, 60], 82, 90),
};
