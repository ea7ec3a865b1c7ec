// "Wear a costume": with it on, the avatar shows the costume outfit instead of the battle gear
// (whose attributes still count).
import { useTranslation } from 'react-i18next';
import { setCostume } from '../../store/costumeSwitch.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import styles from './CostumeSwitch.module.css';

export function CostumeSwitch() {
  const { t } = useTranslation('inventory');
  const isOn = useSessionStore(
    (state) => (state.user?.preferences as { costume?: boolean } | undefined)?.costume === true,
  );
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={isOn}
        onChange={(event) => void setCostume(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
      <span>{t('equipment.costumeSwitch')}</span>
    </label>
  );
}
