// The one entry point for a content picture: <Sprite kind="pet" itemKey="Wolf-Base" />, named
// for assistive tech by the catalogue's text of the item (in the interface's language).
import { useCatalogueText } from '../catalogue/useCatalogueText.ts';
import { SpritePicture, type SpritePictureProps } from './SpritePicture.tsx';
import { spriteText } from './spriteText.ts';

export type SpriteProps = SpritePictureProps & {
  /** Draw without a name (the picture sits beside its visible name). */
  isDecorative?: boolean;
};

export function Sprite({ isDecorative = false, label, ...props }: SpriteProps) {
  useCatalogueText();
  const name = isDecorative
    ? undefined
    : (label ?? spriteText(props.kind, props.itemKey) ?? props.itemKey);
  return <SpritePicture {...props} label={name} />;
}
