// /static/new-stuff: the team's posts from GET /news, newest first, 10 a page. Public: a visitor
// reads the same posts. Opening it clears the player's flags.newStuff; staff with `news` also
// write, change and delete posts here, and see drafts and future posts.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NEWS_PER_PAGE, newsApi, type NewsPostFields } from '../../../api/newsApi.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { Pager } from '../../../components/Pager.tsx';
import { hasNewStuff, markNewsRead } from '../../../store/newsFlags.ts';
import { sendChange } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { hasPermission } from '../../access.ts';
import { LoadState } from '../../social/LoadState.tsx';
import { ProsePage } from '../ProsePage.tsx';
import styles from './News.module.css';
import { NewsPostForm } from './NewsPostForm.tsx';
import { NewsPostItem } from './NewsPostItem.tsx';
import { reloadNews, useNewsPage } from './newsReads.ts';

/** Reading the page reads the news: once, when the user is known to have unread news. */
function useMarkNewsRead() {
  const isUnread = useSessionStore((state) => state.status === 'userLoaded' && hasNewStuff(state));
  const hasTried = useRef(false);
  useEffect(() => {
    if (!isUnread || hasTried.current) return;
    hasTried.current = true; // a refusal is not retried on every render
    void markNewsRead();
  }, [isUnread]);
}

function WritePost() {
  const { t } = useTranslation('news');
  async function create(fields: NewsPostFields) {
    const created = await sendChange({ send: () => newsApi.create(fields), reread: reloadNews });
    notify.success(t('created'));
    return created;
  }
  return (
    <section aria-labelledby="news-write" className={styles.write}>
      <h2 id="news-write" className={styles.title}>
        {t('form.writeTitle')}
      </h2>
      <NewsPostForm onSave={create} />
    </section>
  );
}

function NewsList({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation('news');
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page') ?? 0);
  const page = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const viewerId = useSessionStore((state) => state.credentials?.apiId ?? null);
  const query = useNewsPage(page, viewerId);
  const posts = query.data;
  const goTo = (next: number) => setSearch(next > 0 ? { page: String(next) } : {});

  if (!posts || query.isError) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {posts.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div aria-label={t('listTitle')} role="feed" className={styles.list}>
          {posts.map((post) => (
            <NewsPostItem key={post.id} post={post} mayWrite={mayWrite} />
          ))}
        </div>
      )}
      <Pager
        page={page}
        isLastPage={posts.length < NEWS_PER_PAGE}
        isBusy={query.isPrevious}
        onPage={goTo}
        label={t('pages')}
        previousText={t('newer')}
        nextText={t('older')}
      />
    </>
  );
}

/** /static/new-stuff */
export function NewsPage() {
  useMarkNewsRead();
  const mayWrite = useSessionStore((state) => hasPermission(state.user, 'news'));
  return (
    <ProsePage ns="staticPages" page="newStuff">
      {mayWrite && <WritePost />}
      <NewsList mayWrite={mayWrite} />
    </ProsePage>
  );
}
