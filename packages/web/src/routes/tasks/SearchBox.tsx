import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Tasks.module.css';

export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('tasks');
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('search')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={t('search')}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
