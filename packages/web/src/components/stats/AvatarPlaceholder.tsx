import { useTranslation } from 'react-i18next';
import styles from './Stats.module.css';

/** A neutral initial until the art issue draws the avatar. */
export function AvatarPlaceholder({ name }: { name: string }) {
  const { t } = useTranslation('tasks');
  return (
    <div className={styles.avatar} role="img" aria-label={t('stats.avatar', { name })}>
      <span aria-hidden="true">{name.slice(0, 1).toUpperCase() || '?'}</span>
    </div>
  );
}
