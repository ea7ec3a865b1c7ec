// A customisation option pictured on a plain character: the option applied, the rest default.
import {
  Bangs,
  Beard,
  BodyAndSkin,
  Chair,
  Face,
  Flower,
  HairBase,
  Mustache,
  Shirt,
  type BodySize,
} from './bodyArt.tsx';

const DEFAULT_SKIN = 'f5a76e';
const DEFAULT_HAIR = 'brown';

/** `path` is the unlock path: `hair.color.rainbow`, `skin.ddc994`, `size.slim`, `chair.red`. */
export function CustomizationArt({ path }: { path: string }) {
  const [kind = '', second = '', third = ''] = path.split('.');
  const hairPart = kind === 'hair' ? second : '';
  const value = kind === 'hair' ? third : second;
  const size: BodySize = kind === 'size' && value === 'broad' ? 'broad' : 'slim';
  const colour = hairPart === 'color' ? value : DEFAULT_HAIR;
  return (
    <g>
      {kind === 'chair' && <Chair chair={value} />}
      <BodyAndSkin
        size={size}
        skin={kind === 'skin' ? value : DEFAULT_SKIN}
        isTransparent={value === 'transparent'}
      />
      <Shirt shirt={kind === 'shirt' ? value : 'white'} size={size} />
      <HairBase
        base={hairPart === 'base' ? value : hairPart === 'color' ? '1' : '0'}
        colour={colour}
      />
      {hairPart === 'bangs' && <Bangs bangs={value} colour={colour} />}
      {hairPart === 'beard' && <Beard beard={value} colour={colour} />}
      {hairPart === 'mustache' && <Mustache mustache={value} colour={colour} />}
      {hairPart === 'flower' && <Flower flower={value} />}
      <Face isSleeping={false} />
    </g>
  );
}
