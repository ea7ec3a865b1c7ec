// Checkboxes for the guild categories, for discovery's filter and the create form.
import { useTranslation } from 'react-i18next';
import formStyles from '../../components/forms/Form.module.css';
import { GUILD_CATEGORIES } from './guildCategories.ts';
import styles from './Social.module.css';

interface CategoryChoicesProps {
  legend: string;
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

export function CategoryChoices({ legend, chosen, onChange }: CategoryChoicesProps) {
  const { t } = useTranslation('social');
  function toggle(slug: string, isChecked: boolean) {
    onChange(isChecked ? [...chosen, slug] : chosen.filter((one) => one !== slug));
  }
  return (
    <fieldset className={styles.categories}>
      <legend>{legend}</legend>
      {GUILD_CATEGORIES.map((slug) => (
        <label key={slug} className={formStyles.checkbox}>
          <input
            type="checkbox"
            checked={chosen.includes(slug)}
            onChange={(event) => toggle(slug, event.target.checked)}
          />
          {t(`categories.${slug}`)}
        </label>
      ))}
    </fieldset>
  );
}
