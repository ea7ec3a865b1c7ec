// The Stable: every pet and mount — owned, hatchable or missing (a silhouette) — in one row per
// species with counts (issue 19.6); hatching by picking an egg and a potion; feeding by tapping a
// food then a pet, by dragging, or from a pet's food choice; and each pet's way to its mount as a
// bar.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitAnimalKey, type PlayerState } from '@questlog/core';
import { TabList } from '../../components/TabList.tsx';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import styles from '../shops/Shops.module.css';
import { FeedDialog } from './FeedDialog.tsx';
import { FoodShelf } from './FoodShelf.tsx';
import { HatchPanel } from './HatchPanel.tsx';
import { InventoryLayout } from './InventoryLayout.tsx';
import { PetRows } from './PetRows.tsx';
import { ReleasePanel } from './ReleasePanel.tsx';
import stableStyles from './Stable.module.css';
import {
  PET_GROUPS,
  bySpecies,
  isPetFound,
  potionName,
  stableMounts,
  stablePets,
  type PetGroup,
  type StablePet,
} from './stableView.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

function Stable({ player }: { player: PlayerState }) {
  const { t } = useTranslation('inventory');
  // the pets' and mounts' names follow the catalogue's language
  const catalogueVersion = useCatalogueText();
  const [feeding, setFeeding] = useState<StablePet | null>(null);
  const [group, setGroup] = useState<PetGroup>('drop');
  const [pickedFood, setPickedFood] = useState<string | null>(null);
  const pets = useMemo(
    () => stablePets(player, group, new Date()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names read from the catalogue's tables
    [player, group, catalogueVersion],
  );
  const petRows = useMemo(() => bySpecies(pets, isPetFound), [pets]);
  const petsFound = petRows.reduce((sum, row) => sum + row.found, 0);
  const mountRows = useMemo(
    () => bySpecies(stableMounts(player, group), (mount) => mount.isOwned),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names read from the catalogue's tables
    [player, group, catalogueVersion],
  );

  function handleFeed(pet: StablePet) {
    if (!pickedFood) return setFeeding(pet);
    // the last of a food is gone once given: nothing stays picked
    if ((player.items.food[pickedFood] ?? 0) <= 1) setPickedFood(null);
    void performShopAction({ kind: 'feed', pet: pet.key, food: pickedFood });
  }

  return (
    <>
      <HatchPanel player={player} />
      <FoodShelf player={player} picked={pickedFood} onPick={setPickedFood} />
      <TabList
        label={t('stable.groups')}
        keys={PET_GROUPS}
        selected={group}
        onSelect={setGroup}
        textOf={(key) => t(`stable.group.${key}`)}
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <section className={styles.section} aria-label={t('stable.pets')}>
        <h2 className={styles.heading}>{t('stable.pets')}</h2>
        <p className={stableStyles.total}>
          {t('stable.foundTotal', { found: petsFound, total: pets.length })}
        </p>
        <PetRows
          species={petRows}
          currentPet={player.items.currentPet}
          pickedFood={pickedFood}
          onFeed={handleFeed}
        />
      </section>
      <section className={styles.section} aria-label={t('stable.mounts')}>
        <h2 className={styles.heading}>{t('stable.mounts')}</h2>
        {mountRows.map((row) => (
          <section key={row.egg} className={stableStyles.species} aria-label={row.name}>
            <h3 className={stableStyles.speciesName}>
              {row.name}
              <span className={stableStyles.count}>
                {t('stable.found', { found: row.found, total: row.animals.length })}
              </span>
            </h3>
            <ul className={stableStyles.cells} aria-label={row.name}>
              {row.animals.map((mount) => (
                <li
                  key={mount.key}
                  className={stableStyles.cell}
                  aria-label={mount.name}
                  title={
                    mount.isOwned
                      ? mount.name
                      : t('stable.unfound', {
                          potion: potionName(splitAnimalKey(mount.key).potion),
                        })
                  }
                  data-state={mount.isOwned ? 'owned' : 'missing'}
                >
                  <ItemPicture
                    kind="mount"
                    itemKey={mount.key}
                    size={mount.isOwned ? 48 : 32}
                    isSilhouette={!mount.isOwned}
                  />
                  {mount.isOwned && (
                    <button
                      className={stableStyles.small}
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
        ))}
      </section>
      <ReleasePanel />
      {feeding && <FeedDialog player={player} pet={feeding} onClose={() => setFeeding(null)} />}
    </>
  );
}

export function StablePage() {
  return <InventoryLayout>{(player) => <Stable player={player} />}</InventoryLayout>;
}
