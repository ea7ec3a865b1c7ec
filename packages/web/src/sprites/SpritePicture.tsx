import { spriteDrawing, spriteViewBox, type SpriteKind } from './spriteArt.tsx';

export interface SpritePictureProps {
  kind: SpriteKind;
  itemKey: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** The accessible name; without it the picture is decoration (hidden from assistive tech). */
  label?: string;
  className?: string;
}

/** A content key's picture as inline SVG. It needs no catalogue: the key says what to draw. */
export function SpritePicture({ kind, itemKey, size = 48, label, className }: SpritePictureProps) {
  const labelled = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...labelled}
      className={className}
      width={size}
      height={size}
      viewBox={spriteViewBox(kind, itemKey)}
      data-sprite={`${kind}:${itemKey}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      {spriteDrawing(kind, itemKey)}
    </svg>
  );
}
