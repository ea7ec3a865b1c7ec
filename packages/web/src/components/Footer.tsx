import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../store/sessionStore.ts';
import styles from './Footer.module.css';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

const siteLinks = [
  { key: 'faq', to: '/static/faq' },
  { key: 'features', to: '/static/features' },
  { key: 'communityGuidelines', to: '/static/community-guidelines' },
  { key: 'privacy', to: '/static/privacy' },
  { key: 'terms', to: '/static/terms' },
  { key: 'contact', to: '/static/contact' },
  { key: 'pressKit', to: '/static/press-kit' },
] as const;
// The halls need a session, so only a signed-in player is shown the way in.
const hallLinks = [
  { key: 'heroes', to: '/hall/contributors' },
  { key: 'patrons', to: '/hall/patrons' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.status !== 'anonymous');
  const links = isSignedIn ? [...siteLinks, ...hallLinks] : siteLinks;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.tagline}>{t('footer.tagline')}</p>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {links.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeSwitcher />
      </div>
    </footer>
  );
}
