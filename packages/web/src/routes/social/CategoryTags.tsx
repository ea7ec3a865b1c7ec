// A guild's categories as a row of tags; nothing when it has none.
import { useTranslation } from 'react-i18next';
import type { GuildCategory } from '../../api/socialTypes.ts';
import styles from './Social.module.css';

export function CategoryTags({ categories = [] }: { categories?: GuildCategory[] }) {
  const { t } = useTranslation('social');
  if (categories.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('guilds.create.categories')}>
      {categories.map(({ slug }) => (
        <li key={slug} className={styles.tag}>
          {t(`categories.${slug}`, { defaultValue: slug })}
        </li>
      ))}
    </ul>
  );
}
