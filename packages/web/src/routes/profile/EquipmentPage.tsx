// What the player wears: the battle gear, and the costume when one is shown.
import { useTranslation } from 'react-i18next';
import { Sprite } from '../../sprites/Sprite.tsx';
import styles from './Profile.module.css';
import type { ProfilePlayer } from './useProfilePlayer.ts';

type Gear = { equipped?: Record<string, string>; costume?: Record<string, string> };

function GearList({
  title,
  pieces,
}: {
  title: string;
  pieces: Record<string, string> | undefined;
}) {
  const { t } = useTranslation('profile');
  const shown = Object.values(pieces ?? {}).filter((key) => !key.endsWith('_base_0'));
  return (
    <div>
      <h3 className={styles.heading}>{title}</h3>
      {shown.length === 0 ? (
        <p>{t('noGear')}</p>
      ) : (
        <ul className={styles.gear} aria-label={title}>
          {shown.map((key) => (
            <li key={key}>
              <Sprite kind="gear" itemKey={key} size={48} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function EquipmentPage({ player }: { player: ProfilePlayer }) {
  const { t } = useTranslation('profile');
  const items = player.items as { gear?: Gear } | undefined;
  const wearsCostume = (player.preferences as { costume?: boolean } | undefined)?.costume === true;
  return (
    <div className={styles.equipment}>
      <GearList title={t('equipment')} pieces={items?.gear?.equipped} />
      {wearsCostume && <GearList title={t('costume')} pieces={items?.gear?.costume} />}
    </div>
  );
}
