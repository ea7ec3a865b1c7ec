// The player's avatar: its layers drawn in order into one picture. The background fills the
// frame, the character stands in the middle (raised onto the saddle when mounted), the pet sits
// beside it at the lower left.
import { useTranslation } from 'react-i18next';
import { mountSeat } from '../../sprites/creatureArt.tsx';
import { AVATAR_FRAME as FRAME } from './avatarFrame.ts';
import { avatarLayers, type AvatarLayer, type AvatarLook } from './avatarLayers.ts';
import { LayerArt, layerContext, type LayerContext } from './layerArt.tsx';

export interface AvatarProps {
  look: AvatarLook;
  /** The player's display name, for the picture's accessible name. */
  name: string;
  /** Width in CSS pixels; the picture is 7 : 6. */
  width?: number;
  className?: string;
}

const RIDER = { x: 20, y: 0 };
const MOUNTED_RIDER = { x: 20, y: -16 };

function placed(layer: AvatarLayer, context: LayerContext, mountKey: string | undefined) {
  const art = <LayerArt layer={layer} context={context} />;
  if (layer.name === 'background') return <g transform={`scale(1.4 1.2)`}>{art}</g>;
  if (layer.name === 'pet') return <g transform="translate(0 72) scale(0.48)">{art}</g>;
  const isMountLayer = layer.name === 'mountBody' || layer.name === 'mountHead';
  if (isMountLayer && mountKey) {
    // The saddle meets the rider's seat (the bottom of the torso, x 50 y 74 in its frame).
    const seat = mountSeat(mountKey);
    const x = MOUNTED_RIDER.x + 50 - seat.x;
    const y = MOUNTED_RIDER.y + 78 - seat.y;
    return <g transform={`translate(${x} ${y})`}>{art}</g>;
  }
  const rider = mountKey ? MOUNTED_RIDER : RIDER;
  return <g transform={`translate(${rider.x} ${rider.y})`}>{art}</g>;
}

export function Avatar({ look, name, width = 140, className }: AvatarProps) {
  const { t } = useTranslation('avatar');
  const layers = avatarLayers(look);
  const context = layerContext(look);
  const mountKey = layers.find((layer) => layer.name === 'mountBody')?.value;
  return (
    <svg
      role="img"
      aria-label={t('label', { name })}
      className={className}
      width={width}
      height={(width * FRAME.height) / FRAME.width}
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      data-sleeping={context.isSleeping || undefined}
      xmlns="http://www.w3.org/2000/svg"
    >
      {layers.map((layer) => (
        <g key={layer.name} data-layer={layer.name}>
          {placed(layer, context, mountKey)}
        </g>
      ))}
    </svg>
  );
}
