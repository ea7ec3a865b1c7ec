// Equipment: battle gear and costume per slot, the equipped piece first, every owned piece with its
// attributes compared with the equipped one.
import { useTranslation } from 'react-i18next';
import {
  GEAR_BY_KEY,
  GEAR_SLOTS,
  type GearItem,
  type GearSlot,
  type PlayerState,
} from '@questlog/core';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import styles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import { CostumeSwitch } from './CostumeSwitch.tsx';
import { InventoryLayout } from './InventoryLayout.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

const ATTRIBUTES = ['str', 'con', 'int', 'per'] as const;
type Outfit = 'equipped' | 'costume';

function Comparison({ item, equipped }: { item: GearItem; equipped: GearItem | undefined }) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const changes = ATTRIBUTES.map(
    (attribute) => [attribute, item[attribute] - (equipped?.[attribute] ?? 0)] as const,
  ).filter(([, difference]) => difference !== 0);
  if (changes.length === 0) return <span className={styles.notes}>{t('equipment.noChange')}</span>;
  return (
    <span className={styles.bonuses}>
      {changes.map(([attribute, difference]) => (
        <span key={attribute}>
          {t(`equipment.change.${attribute}`, {
            value: difference > 0 ? `+${difference}` : String(difference),
          })}
        </span>
      ))}
    </span>
  );
}

function Slot({ player, outfit, slot }: { player: PlayerState; outfit: Outfit; slot: GearSlot }) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const equippedKey = player.items.gear[outfit][slot];
  const equipped = equippedKey ? GEAR_BY_KEY[equippedKey] : undefined;
  const owned = Object.entries(player.items.gear.owned)
    .filter(([key, isOwned]) => isOwned && GEAR_BY_KEY[key]?.slot === slot)
    .map(([key]) => GEAR_BY_KEY[key])
    .filter((item): item is GearItem => item !== undefined);
  const slotName = t(`equipment.slot.${slot}`);
  return (
    <div>
      <h3 className={styles.heading}>
        {slotName}:{' '}
        {equipped && !equipped.key.endsWith('_base_0')
          ? textOf('gear', equipped.key).text
          : t('equipment.nothing')}
      </h3>
      {owned.length === 0 ? (
        <p className={styles.empty}>{t('equipment.noneOwned')}</p>
      ) : (
        <ul
          className={styles.grid}
          aria-label={t(`equipment.slotList`, { outfit: t(`equipment.${outfit}`), slot: slotName })}
        >
          {owned.map((item) => {
            const name = textOf('gear', item.key).text;
            const isEquipped = item.key === equippedKey;
            return (
              <li key={item.key} className={styles.item} aria-label={name}>
                <ItemPicture kind="gear" itemKey={item.key} />
                <span className={styles.itemName}>{name}</span>
                {outfit === 'equipped' && !isEquipped && (
                  <Comparison item={item} equipped={equipped} />
                )}
                {/* the base pieces are what an empty slot shows: nothing to take off */}
                {!(isEquipped && item.key.endsWith('_base_0')) && (
                  <button
                    className={styles.button}
                    type="button"
                    aria-pressed={isEquipped}
                    aria-label={t(isEquipped ? 'equipment.unequipItem' : 'equipment.equipItem', {
                      name,
                    })}
                    onClick={() =>
                      void performShopAction({ kind: 'equip', type: outfit, key: item.key })
                    }
                  >
                    {t(isEquipped ? 'equipment.unequip' : 'equipment.equip')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function EquipmentPage() {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  return (
    <InventoryLayout>
      {(player) =>
        (['equipped', 'costume'] as const).map((outfit) => (
          <section key={outfit} className={styles.section} aria-label={t(`equipment.${outfit}`)}>
            <h2 className={styles.heading}>{t(`equipment.${outfit}`)}</h2>
            {outfit === 'costume' && <CostumeSwitch />}
            {GEAR_SLOTS.map((slot) => (
              <Slot key={slot} player={player} outfit={outfit} slot={slot} />
            ))}
          </section>
        ))
      }
    </InventoryLayout>
  );
}
