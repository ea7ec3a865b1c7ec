// Releasing the standard pets, mounts or both: each asks first with its price (1 gem for pets or
// mounts; both is free with the triad bingo).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { performShopAction } from '../../store/shopRules.ts';
import { Price } from '../shops/Price.tsx';
import styles from '../shops/Shops.module.css';

type Release = 'pets' | 'mounts' | 'both';
const RELEASES: readonly Release[] = ['pets', 'mounts', 'both'];
const GEMS_PER_RELEASE = 1;

export function ReleasePanel() {
  const { t } = useTranslation('inventory');
  const [asking, setAsking] = useState<Release | null>(null);
  return (
    <section className={styles.section} aria-label={t('release.title')}>
      <h2 className={styles.heading}>{t('release.title')}</h2>
      <div className={styles.wallet}>
        {RELEASES.map((which) => (
          <button
            className={styles.button}
            key={which}
            type="button"
            onClick={() => setAsking(which)}
          >
            {t(`release.${which}`)}
          </button>
        ))}
      </div>
      {asking && (
        <Modal title={t('release.confirmTitle')} onClose={() => setAsking(null)}>
          <p>{t(`release.explain.${asking}`)}</p>
          {asking !== 'both' && <Price amount={GEMS_PER_RELEASE} currency="gems" />}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setAsking(null);
                void performShopAction({ kind: 'release', which: asking });
              }}
            >
              {t(`release.${asking}`)}
            </button>
            <button className={styles.button} type="button" onClick={() => setAsking(null)}>
              {t('release.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
