// The filters under a search box (leader, twenty categories), folded away on a phone, where they
// filled the whole first screen and pushed the results out of sight; open on a wider screen. The
// summary says how many are chosen, so a folded filter still shows that it narrows the list.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../components/usePhoneLayout.ts';
import styles from './Social.module.css';

interface FilterDisclosureProps {
  /** Choices that narrow the list (not the defaults). */
  chosenCount: number;
  children: ReactNode;
}

export function FilterDisclosure({ chosenCount, children }: FilterDisclosureProps) {
  const { t } = useTranslation('social');
  const isPhone = usePhoneLayout();
  // Follows the screen until the player opens or folds it themselves.
  const [isOpenByChoice, setIsOpenByChoice] = useState<boolean | undefined>(undefined);
  const isOpen = isOpenByChoice ?? !isPhone;
  return (
    <details
      className={styles.filterDisclosure}
      open={isOpen}
      onToggle={(event) => {
        const isNowOpen = event.currentTarget.open;
        if (isNowOpen !== isOpen) setIsOpenByChoice(isNowOpen);
      }}
    >
      <summary className={styles.filterSummary}>
        {chosenCount > 0
          ? t('filters.summaryChosen', { count: chosenCount })
          : t('filters.summary')}
      </summary>
      <div className={styles.filterChoices}>{children}</div>
    </details>
  );
}
