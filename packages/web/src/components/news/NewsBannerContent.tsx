// What NewsBanner shows: the newest post's title, "Read it" and "Tell me later" (which clears the
// flag and keeps the post in the notifications menu).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNewestPost } from '../../routes/static/news/newsReads.ts';
import { tellMeLaterAboutNews } from '../../store/newsFlags.ts';
import styles from '../party/PartyBanners.module.css';
import { newsPath } from './NewsBanner.tsx';

export function NewsBannerContent() {
  const { t } = useTranslation('news');
  const title = useNewestPost().data?.title ?? null;
  return (
    <div className={styles.banners}>
      <section className={styles.banner} aria-label={t('banner.label')}>
        <p className={styles.text}>
          {title ? t('banner.text', { title }) : t('banner.textWithoutTitle')}
        </p>
        <div className={styles.actions}>
          <Link to={newsPath} className="button">
            {t('banner.read')}
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void tellMeLaterAboutNews()}
          >
            {t('banner.later')}
          </button>
        </div>
      </section>
    </div>
  );
}
