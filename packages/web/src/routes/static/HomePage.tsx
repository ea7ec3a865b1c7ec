import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withRedirectTo } from '../access.ts';
import styles from './HomePage.module.css';

const features = ['track', 'level', 'collect', 'together'] as const;

/** The landing page for visitors: what Questlog is, and the way in. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { search } = useLocation();
  const registerLink = withRedirectTo('/register', search);
  const loginLink = withRedirectTo('/login', search);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          {t('heading')}
        </h1>
        <p className={styles.pitch}>{t('pitch')}</p>
        <div className={styles.actions}>
          <Link to={registerLink} className="button">
            {t('register')}
          </Link>
          <Link to={loginLink} className="button button-secondary">
            {t('logIn')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-features">
        <h2 id="home-features">{t('featuresHeading')}</h2>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <span className={`${styles.badge} ${styles[feature]}`} aria-hidden="true" />
              <h3>{t(`features.${feature}.title`)}</h3>
              <p>{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.closing} aria-labelledby="home-closing">
        <h2 id="home-closing">{t('closingHeading')}</h2>
        <p>{t('closingText')}</p>
        <Link to={registerLink} className="button">
          {t('register')}
        </Link>
      </section>
    </div>
  );
}
