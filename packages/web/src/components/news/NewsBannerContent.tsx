// What NewsBanner shows: the newest post's title, "Read it" and "Tell me later" (which clears the
// flag and keeps the post in the notifications menu).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPublic, newsApi } from '../../api/newsApi.ts';
import { tellMeLaterAboutNews } from '../../store/newsFlags.ts';
import styles from '../party/PartyBanners.module.css';
import { newsPath } from './NewsBanner.tsx';

/** The newest post players see (staff also get drafts and future posts from GET /news). */
function useNewestTitle(): string | null {
  const query = useQuery({
    queryKey: ['news', 'newest'],
    queryFn: async () => (await newsApi.list(0)).find((post) => isPublic(post, new Date())),
    retry: false,
  });
  return query.data?.title ?? null;
}

export function NewsBannerContent() {
  const { t } = useTranslation('news');
  const title = useNewestTitle();
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
