// The Stable (seed 000 §2 /inventory/stable): every pet and mount — owned, hatchable or missing
// (a silhouette) — hatching by picking an egg and a potion, feeding by picking or dragging food,
// and each pet's way to its mount as a bar.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import styles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import { FeedDialog } from './FeedDialog.tsx';
import { HatchPanel } from './HatchPanel.tsx';
import { InventoryLayout } from './InventoryLayout.tsx';
import { ReleasePanel } from './ReleasePanel.tsx';
import {
  MOUNT_POINTS,
  PET_GROUPS,
  stableMounts,
  stablePets,
  type PetGroup,
  type StablePet,
} from './stableView.ts';

const FOOD_DRAG_TYPE = 'application/x-questlog-food';

interface PetCardProps {
  pet: StablePet;
  isCurrent: boolean;
  onFeed: (pet: StablePet) => void;
}

function PetCard({ pet, isCurrent, onFeed }: PetCardProps) {
  const { t } = useTranslation('inventory');
  const canFeed = pet.state === 'owned' && pet.isFeedable;
  return (
    <li
      className={styles.item}
      aria-label={pet.name}
      data-state={pet.state}
      onDragOver={canFeed ? (event) => event.preventDefault() : undefined}
      onDrop={
        canFeed
          ? (event) => {
              const food = event.dataTransfer.getData(FOOD_DRAG_TYPE);
              if (food) void performShopAction({ kind: 'feed', pet: pet.key, food });
            }
          : undefined
      }
    >
      <ItemPicture
        kind="pet"
        itemKey={pet.key}
        isSilhouette={pet.state === 'missing' || pet.state === 'hatchable'}
      />
      <span className={styles.itemName}>
        {pet.state === 'missing' ? t('stable.unknown') : pet.name}
      </span>
      {pet.state !== 'missing' && (
        <span className={styles.notes}>{t(`stable.state.${pet.state}`)}</span>
      )}
      {pet.state === 'owned' && pet.isFeedable && (
        <progress
          className={styles.progress}
          max={MOUNT_POINTS}
          value={pet.points}
          aria-label={t('stable.progress', { name: pet.name })}
        />
      )}
      {pet.state === 'hatchable' && (
        <button
          type="button"
          className={styles.primary}
          aria-label={t('stable.hatchPet', { name: pet.name })}
          onClick={() =>
            void performShopAction({ kind: 'hatch', egg: pet.egg, potion: pet.potion })
          }
        >
          {t('stable.hatch')}
        </button>
      )}
      {pet.state === 'owned' && (
        // seed 001 §4 "Equip and unequip": choosing the current pet again leaves it home
        <button
          className={styles.button}
          type="button"
          aria-pressed={isCurrent}
          aria-label={t('stable.follow', { name: pet.name })}
          onClick={() => void performShopAction({ kind: 'equip', type: 'pet', key: pet.key })}
        >
          {t('stable.followButton')}
        </button>
      )}
      {canFeed && (
        <button
          className={styles.button}
          type="button"
          aria-label={t('stable.feedPet', { name: pet.name })}
          onClick={() => onFeed(pet)}
        >
          {t('stable.feed')}
        </button>
      )}
    </li>
  );
}

function FoodShelf({ player }: { player: PlayerState }) {
  const { t } = useTranslation('inventory');
  const foods = Object.entries(player.items.food).filter(([, count]) => count > 0);
  if (foods.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('stable.foodShelf')}>
      <h2 className={styles.heading}>{t('stable.foodShelf')}</h2>
      <p className={styles.notes}>{t('stable.dragHint')}</p>
      <ul className={styles.grid} aria-label={t('stable.foodShelf')}>
        {foods.map(([key, count]) => (
          <li
            key={key}
            className={styles.item}
            draggable
            onDragStart={(event) => event.dataTransfer.setData(FOOD_DRAG_TYPE, key)}
          >
            <ItemPicture kind="food" itemKey={key} size={32} />
            <span>{t('stable.withCount', { name: textOf('food', key).text, count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stable({ player }: { player: PlayerState }) {
  const { t } = useTranslation('inventory');
  const [feeding, setFeeding] = useState<StablePet | null>(null);
  const [group, setGroup] = useState<PetGroup>('drop');
  const pets = useMemo(() => stablePets(player, group, new Date()), [player, group]);
  const mounts = useMemo(() => stableMounts(player, group), [player, group]);
  return (
    <>
      <HatchPanel player={player} />
      <FoodShelf player={player} />
      <div role="tablist" aria-label={t('stable.groups')} className={styles.tabs}>
        {PET_GROUPS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={group === key}
            onClick={() => setGroup(key)}
          >
            {t(`stable.group.${key}`)}
          </button>
        ))}
      </div>
      <section className={styles.section} aria-label={t('stable.pets')}>
        <h2 className={styles.heading}>{t('stable.pets')}</h2>
        <ul className={styles.grid} aria-label={t('stable.pets')}>
          {pets.map((pet) => (
            <PetCard
              key={pet.key}
              pet={pet}
              isCurrent={player.items.currentPet === pet.key}
              onFeed={setFeeding}
            />
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-label={t('stable.mounts')}>
        <h2 className={styles.heading}>{t('stable.mounts')}</h2>
        <ul className={styles.grid} aria-label={t('stable.mounts')}>
          {mounts.map((mount) => (
            <li
              key={mount.key}
              className={styles.item}
              aria-label={mount.name}
              data-state={mount.isOwned ? 'owned' : 'missing'}
            >
              <ItemPicture kind="mount" itemKey={mount.key} isSilhouette={!mount.isOwned} />
              <span className={styles.itemName}>
                {mount.isOwned ? mount.name : t('stable.unknown')}
              </span>
              {mount.isOwned && (
                <button
                  className={styles.button}
                  type="button"
                  aria-pressed={player.items.currentMount === mount.key}
                  aria-label={t('stable.ride', { name: mount.name })}
                  onClick={() =>
                    void performShopAction({ kind: 'equip', type: 'mount', key: mount.key })
                  }
                >
                  {t('stable.rideButton')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <ReleasePanel />
      {feeding && <FeedDialog player={player} pet={feeding} onClose={() => setFeeding(null)} />}
    </>
  );
}

export function StablePage() {
  return <InventoryLayout>{(player) => <Stable player={player} />}</InventoryLayout>;
}
