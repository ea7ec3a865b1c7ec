// A price or a purse amount with its currency's icon; the currency is named for screen readers.
import { useTranslation } from 'react-i18next';
import { displayGold } from '../../format/gold.ts';
import { displayNumber } from '../../format/numberDisplay.ts';
import { Sprite } from '../../sprites/Sprite.tsx';
import styles from './Shops.module.css';
import type { Currency } from './shopOffers.ts';

export function Price({ amount, currency }: { amount: number; currency: Currency }) {
  const { t } = useTranslation('shops');
  return (
    <span className={styles.price} data-currency={currency}>
      <Sprite kind="currency" itemKey={currency} size={16} isDecorative />
      {t(`currency.${currency}`, {
        count: amount,
        amount: currency === 'gold' ? displayGold(amount) : displayNumber(amount),
      })}
    </span>
  );
}
