import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../Party.module.css';
import { OwnedScrolls, useOwnedScrolls } from './OwnedScrolls.tsx';

/** No quest yet: pick an owned scroll to invite the party, or visit the shop. */
export function NoQuest() {
  const { t } = useTranslation('party');
  const hasScrolls = useOwnedScrolls().length > 0;
  return (
    <>
      <p>{t('quest.none')}</p>
      {hasScrolls ? <p>{t('quest.pickScroll')}</p> : <p>{t('quest.noScrolls')}</p>}
      <OwnedScrolls title={t('quest.yourScrolls')} />
      <p>
        <Link to="/shops/quests" className={styles.link}>
          {t('quest.toShop')}
        </Link>
      </p>
    </>
  );
}
