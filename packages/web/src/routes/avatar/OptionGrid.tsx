// The options of one kind as picture buttons: chosen, owned, free or locked with its price.
import { useTranslation } from 'react-i18next';
import { SpritePicture } from '../../sprites/SpritePicture.tsx';
import styles from './AvatarEditor.module.css';
import type { EditorOption } from './customizationOptions.ts';

interface OptionGridProps {
  options: readonly EditorOption[];
  label: string;
  onPick: (option: EditorOption) => void;
}

export function OptionGrid({ options, label, onPick }: OptionGridProps) {
  const { t } = useTranslation('avatar');
  const priceOf = (option: EditorOption) => {
    if (option.isCheckInReward) return t('checkInReward');
    if (option.state !== 'locked') return t(`state.${option.state}`);
    return option.currency === 'hourglasses'
      ? t('hourglassPrice', { count: option.price })
      : t('price', { count: option.price });
  };
  return (
    <ul className={styles.grid} aria-label={label}>
      {options.map((option) => {
        const caption = priceOf(option);
        const isUnavailable = option.state === 'locked' && option.isCheckInReward;
        return (
          <li key={option.path}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={option.isSelected}
              aria-label={`${option.name}, ${caption}`}
              data-state={option.state}
              disabled={isUnavailable}
              onClick={() => onPick(option)}
            >
              <SpritePicture kind="customization" itemKey={option.path} size={56} />
              <span aria-hidden="true">{caption}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
