// One offer: picture, name, what it gives, its price, and the buy and pin buttons.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { performShopAction, shortOfMoney } from '../../store/shopRules.ts';
import { ItemPicture } from './ItemPicture.tsx';
import { Price } from './Price.tsx';
import styles from './Shops.module.css';
import type { Offer } from './shopOffers.ts';
import { usePlayerState } from './usePlayerState.ts';

const ATTRIBUTES = ['str', 'con', 'int', 'per'] as const;

interface ShopItemProps {
  offer: Offer;
  onBuy: (offer: Offer) => void;
  isPinned?: boolean;
}

export function ShopItem({ offer, onBuy, isPinned }: ShopItemProps) {
  const { t } = useTranslation('shops');
  const reasonId = useId();
  const player = usePlayerState();
  const bonuses = ATTRIBUTES.filter((attribute) => (offer.bonuses?.[attribute] ?? 0) !== 0);
  // core's purse check: an offer the player cannot pay looks and is disabled, with the reason
  const shortOf = player ? shortOfMoney(player, offer.price, offer.currency) : null;
  const isLocked = offer.lockedBy !== undefined;
  return (
    <li className={styles.item} aria-label={offer.name}>
      <ItemPicture kind={offer.picture.kind} itemKey={offer.picture.key} />
      <span className={styles.itemName}>{offer.name}</span>
      {bonuses.length > 0 && (
        <span className={styles.bonuses}>
          {bonuses.map((attribute) => (
            <span key={attribute}>
              {t(`attribute.${attribute}`, { value: offer.bonuses?.[attribute] ?? 0 })}
            </span>
          ))}
        </span>
      )}
      <Price amount={offer.price} currency={offer.currency} />
      {offer.lockedBy && (
        <span id={reasonId} className={styles.locked}>
          {t(`locked.${offer.lockedBy.key}`, offer.lockedBy.params)}
        </span>
      )}
      {!offer.lockedBy && !offer.isOwned && shortOf && (
        <span id={reasonId} className={styles.locked}>
          {t(`short.${shortOf}`)}
        </span>
      )}
      {offer.isOwned ? (
        <span className={styles.owned}>{t('owned')}</span>
      ) : (
        <button
          type="button"
          className={styles.buy}
          disabled={isLocked || shortOf !== null}
          aria-describedby={isLocked || shortOf ? reasonId : undefined}
          onClick={() => onBuy(offer)}
          aria-label={t('buyItem', { name: offer.name })}
        >
          {t('buy')}
        </button>
      )}
      {offer.pin && isPinned !== undefined && (
        <button
          type="button"
          className={styles.pin}
          aria-pressed={isPinned}
          aria-label={t(isPinned ? 'unpinItem' : 'pinItem', { name: offer.name })}
          onClick={() => {
            if (offer.pin) void performShopAction({ kind: 'togglePin', ...offer.pin });
          }}
        >
          {t(isPinned ? 'unpin' : 'pin')}
        </button>
      )}
    </li>
  );
}
