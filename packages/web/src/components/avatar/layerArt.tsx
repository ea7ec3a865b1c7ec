// The drawing of one avatar layer in the character's 100 × 100 frame.
import type { ReactElement } from 'react';
import { BackgroundArt } from '../../sprites/backgroundArt.tsx';
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
} from '../../sprites/bodyArt.tsx';
import { MountArt, PetArt } from '../../sprites/creatureArt.tsx';
import { GearArt } from '../../sprites/gearArt.tsx';
import type { AvatarLayer, AvatarLook, LayerName, Transformation } from './avatarLayers.ts';
import { TransformationArt } from './transformationArt.tsx';

export interface LayerContext {
  size: BodySize;
  hairColour: string;
  isSleeping: boolean;
}

export function layerContext(look: AvatarLook): LayerContext {
  return {
    size: look.preferences?.size === 'broad' ? 'broad' : 'slim',
    hairColour: look.preferences?.hair?.color ?? 'brown',
    isSleeping: look.preferences?.sleep === true,
  };
}

const draw: Readonly<
  Record<LayerName, (value: string, context: LayerContext) => ReactElement | null>
> = {
  background: (value) => <BackgroundArt backgroundKey={value} />,
  mountBody: (value) => <MountArt mountKey={value} part="body" />,
  chair: (value) => <Chair chair={value} />,
  back: (value) => <GearArt gearKey={value} onAvatar />,
  body: (value, { size, isSleeping }) => {
    const skin = value.slice(value.indexOf('.') + 1);
    return (
      <g>
        <BodyAndSkin size={size} skin={skin} isTransparent={skin === 'transparent'} />
        <Face isSleeping={isSleeping} />
      </g>
    );
  },
  transformation: (value) => <TransformationArt transformation={value as Transformation} />,
  shirt: (value, { size }) => <Shirt shirt={value} size={size} />,
  armor: (value) => <GearArt gearKey={value} onAvatar />,
  bodyAccessory: (value) => <GearArt gearKey={value} onAvatar />,
  hairBase: (value, { hairColour }) => <HairBase base={value} colour={hairColour} />,
  bangs: (value, { hairColour }) => <Bangs bangs={value} colour={hairColour} />,
  beard: (value, { hairColour }) => <Beard beard={value} colour={hairColour} />,
  mustache: (value, { hairColour }) => <Mustache mustache={value} colour={hairColour} />,
  flower: (value) => <Flower flower={value} />,
  head: (value) => <GearArt gearKey={value} onAvatar />,
  headAccessory: (value) => <GearArt gearKey={value} onAvatar />,
  eyewear: (value) => <GearArt gearKey={value} onAvatar />,
  shield: (value) => <GearArt gearKey={value} onAvatar />,
  weapon: (value) => <GearArt gearKey={value} onAvatar />,
  mountHead: (value) => <MountArt mountKey={value} part="head" />,
  pet: (value) => <PetArt petKey={value} />,
};

export function LayerArt({ layer, context }: { layer: AvatarLayer; context: LayerContext }) {
  return draw[layer.name](layer.value, context);
}
