// A pet or a mount from its key: the egg gives the shape, the potion the colours and effects.
// Mounts are the same creature drawn larger, with a saddle, split into a body (under the rider)
// and a head (over the rider) for the avatar.
import { ANCHORS } from './creatureAnchors.ts';
import { ExtraPart } from './creatureExtras.tsx';
import { Body, EarsPart, EXTRAS_BEHIND, Eyes, Head, Legs, TailPart } from './creatureParts.tsx';
import { creatureShape, splitAnimal, type Extra } from './creatureShapes.ts';
import { INK } from './palette.ts';
import { PatternPart, WackyProp } from './potionEffects.tsx';
import { potionLook } from './potionLooks.ts';
import { OWN_DRAWINGS } from './timeTravelCreatures.tsx';

export type CreaturePart = 'whole' | 'body' | 'head';

// Extras that belong to the head (they move with it on a mount).
const HEAD_EXTRAS: ReadonlySet<Extra> = new Set([
  'h',
  'u',
  'm',
  'a',
  'q',
  'j',
  'z',
  'o',
  'c',
  'v',
  'r',
  'l',
]);

function creatureParts(key: string, isMount: boolean) {
  const { egg, potion } = splitAnimal(key);
  const own = OWN_DRAWINGS[egg];
  if (own) {
    // drawn whole; on a mount the rider sits between the body and nothing in front
    const body = (
      <g data-art={egg}>
        {own.draw(potionLook(potion).tones)}
        {isMount && <Saddle x={own.seat.x} y={own.seat.y} />}
      </g>
    );
    return { body, head: <g /> };
  }
  const shape = creatureShape(egg);
  const look = potionLook(potion);
  const anchors = ANCHORS[shape.template];
  const props = { anchors, tones: look.tones };
  const extras = [...shape.extras];
  const behind = extras.filter((extra) => EXTRAS_BEHIND.has(extra));
  const front = extras.filter((extra) => !EXTRAS_BEHIND.has(extra) && extra !== 'm');
  const body = (
    <g>
      {behind
        .filter((e) => !HEAD_EXTRAS.has(e))
        .map((extra) => (
          <ExtraPart key={extra} extra={extra} {...props} />
        ))}
      <TailPart tail={shape.tail} {...props} />
      <Legs {...props} />
      <Body template={shape.template} {...props} />
      <PatternPart pattern={look.pattern} {...props} />
      {front
        .filter((e) => !HEAD_EXTRAS.has(e))
        .map((extra) => (
          <ExtraPart key={extra} extra={extra} {...props} />
        ))}
      {isMount && <Saddle x={anchors.back.x} y={anchors.back.y} />}
    </g>
  );
  const head = (
    <g>
      {shape.extras.has('m') && <ExtraPart extra="m" {...props} />}
      {behind
        .filter((e) => HEAD_EXTRAS.has(e))
        .map((extra) => (
          <ExtraPart key={extra} extra={extra} {...props} />
        ))}
      <Head template={shape.template} {...props} />
      <EarsPart ears={shape.ears} {...props} />
      {front
        .filter((e) => HEAD_EXTRAS.has(e))
        .map((extra) => (
          <ExtraPart key={extra} extra={extra} {...props} />
        ))}
      <Eyes big={shape.extras.has('y')} {...props} />
      {look.isWacky && <WackyProp potion={potion} anchors={anchors} />}
    </g>
  );
  return { body, head };
}

function Saddle({ x, y }: { x: number; y: number }) {
  return (
    <g stroke={INK} strokeWidth={1.5}>
      <path
        d={`M ${x - 12} ${y + 2} Q ${x} ${y - 8} ${x + 12} ${y + 2} L ${x + 9} ${y + 10} L ${x - 9} ${y + 10} Z`}
        fill="#8a3b1e"
      />
      <path d={`M ${x - 2} ${y + 10} v 14`} fill="none" />
      <rect x={x - 4} y={y + 22} width={5} height={4} fill="#d4af37" />
    </g>
  );
}

/** The drawing of a pet, in a 100 × 100 box. */
export function PetArt({ petKey }: { petKey: string }) {
  const { body, head } = creatureParts(petKey, false);
  return (
    <g>
      {body}
      {head}
    </g>
  );
}

/** A mount in a 100 × 100 box, or one of its two layers. */
export function MountArt({ mountKey, part = 'whole' }: { mountKey: string; part?: CreaturePart }) {
  const { body, head } = creatureParts(mountKey, true);
  return (
    <g>
      {part !== 'head' && body}
      {part !== 'body' && head}
    </g>
  );
}

/** Where a rider sits on a mount, in the mount's 100 × 100 box (the top of its back). */
export function mountSeat(mountKey: string): { x: number; y: number } {
  const { egg } = splitAnimal(mountKey);
  return OWN_DRAWINGS[egg]?.seat ?? ANCHORS[creatureShape(egg).template].back;
}
