// The one place shops and inventory draw an item: the art of sprites/, decorative because the
// item's name is always written beside it.
import { Sprite } from '../../sprites/Sprite.tsx';
import type { SpriteKind } from '../../sprites/spriteArt.tsx';

export function ItemPicture({
  kind,
  itemKey,
  size = 48,
  isSilhouette = false,
}: {
  kind: SpriteKind;
  itemKey: string;
  size?: number;
  /** A missing pet or mount: its shape only. */
  isSilhouette?: boolean;
}) {
  return (
    <span
      style={isSilhouette ? { filter: 'brightness(0)', opacity: 0.35 } : undefined}
      data-silhouette={isSilhouette || undefined}
    >
      <Sprite kind={kind} itemKey={itemKey} size={size} isDecorative />
    </span>
  );
}
