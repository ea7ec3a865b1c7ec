// The pets of the stable, one row per species (issue 19.6): its name and how many of its pets
// are found, then a small cell per potion — the picture of an owned pet, or a muted silhouette.
import { useTranslation } from 'react-i18next';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import shopStyles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import { FOOD_DRAG_TYPE } from './FoodShelf.tsx';
import styles from './Stable.module.css';
import { MOUNT_POINTS, potionName, type Species, type StablePet } from './stableView.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

interface PetCellProps {
  pet: StablePet;
  isCurrent: boolean;
  pickedFood: string | null;
  onFeed: (pet: StablePet) => void;
}

function PetCell({ pet, isCurrent, pickedFood, onFeed }: PetCellProps) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const canFeed = pet.state === 'owned' && pet.isFeedable;
  const isFound = pet.state === 'owned' || pet.state === 'grown';
  const picture = (
    <ItemPicture kind="pet" itemKey={pet.key} size={isFound ? 48 : 32} isSilhouette={!isFound} />
  );
  return (
    <li
      className={styles.cell}
      aria-label={pet.name}
      title={
        pet.state === 'missing' ? t('stable.unfound', { potion: potionName(pet.potion) }) : pet.name
      }
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
      {canFeed ? (
        // a tap feeds the picked food; without one it opens the choice of food
        <button
          type="button"
          className={styles.petButton}
          data-ready={pickedFood !== null}
          aria-label={
            pickedFood
              ? t('stable.feedWith', { name: pet.name, food: textOf('food', pickedFood).text })
              : t('stable.feedPet', { name: pet.name })
          }
          onClick={() => onFeed(pet)}
        >
          {picture}
        </button>
      ) : (
        picture
      )}
      {pet.state !== 'missing' && <span>{potionName(pet.potion)}</span>}
      {pet.state === 'grown' && <span className={shopStyles.notes}>{t('stable.state.grown')}</span>}
      {canFeed && (
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
          className={shopStyles.primary}
          aria-label={t('stable.hatchPet', { name: pet.name })}
          onClick={() =>
            void performShopAction({ kind: 'hatch', egg: pet.egg, potion: pet.potion })
          }
        >
          {t('stable.hatch')}
        </button>
      )}
      {pet.state === 'owned' && (
        // Choosing the current pet again leaves it home
        <button
          className={styles.small}
          type="button"
          aria-pressed={isCurrent}
          aria-label={t('stable.follow', { name: pet.name })}
          onClick={() => void performShopAction({ kind: 'equip', type: 'pet', key: pet.key })}
        >
          {t('stable.followButton')}
        </button>
      )}
    </li>
  );
}

interface PetRowsProps {
  species: Species<StablePet>[];
  currentPet: string;
  pickedFood: string | null;
  onFeed: (pet: StablePet) => void;
}

export function PetRows({ species, currentPet, pickedFood, onFeed }: PetRowsProps) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  return species.map((row) => (
    <section key={row.egg} className={styles.species} aria-label={row.name}>
      <h3 className={styles.speciesName}>
        {row.name}
        <span className={styles.count}>
          {t('stable.found', { found: row.found, total: row.animals.length })}
        </span>
      </h3>
      <ul className={styles.cells} aria-label={row.name}>
        {row.animals.map((pet) => (
          <PetCell
            key={pet.key}
            pet={pet}
            isCurrent={currentPet === pet.key}
            pickedFood={pickedFood}
            onFeed={onFeed}
          />
        ))}
      </ul>
    </section>
  ));
}
