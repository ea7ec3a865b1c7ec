// /hall/contributors and /hall/patrons: the heroes, highest contributor level first, and the
// patrons, highest backer tier first, 50 a page.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hallApi, PATRONS_PER_PAGE, type HallEntry } from '../../api/hallApi.ts';
import { Pager } from '../../components/Pager.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import styles from '../settings/Settings.module.css';
import { LoadState } from '../social/LoadState.tsx';
import { useServerRead } from '../../store/useServerRead.ts';

type HallT = ReturnType<typeof useTranslation<'hall'>>['t'];

/** Level 8 is a moderator and 9 staff; below, a contributor tier. */
function levelText(t: HallT, level: number | undefined) {
  if (level === 9) return t('levelStaff');
  if (level === 8) return t('levelModerator');
  return t('level', { level: level ?? 0 });
}

function HallTable({ entries, kind }: { entries: HallEntry[]; kind: 'heroes' | 'patrons' }) {
  const { t } = useTranslation('hall');
  return (
    <table aria-label={kind === 'heroes' ? t('heroesTitle') : t('patronsTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('tier')}</th>
          {kind === 'heroes' && <th scope="col">{t('contributions')}</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{entry.profile.name}</td>
            <td>
              {kind === 'heroes'
                ? levelText(t, entry.contributor.level)
                : t('backerTier', { tier: entry.backer.tier ?? 0 })}
            </td>
            {kind === 'heroes' && <td>{entry.contributor.text ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /hall/contributors */
export function ContributorsPage() {
  const { t } = useTranslation('hall');
  const query = useServerRead('hall/heroes', hallApi.heroes);
  const heroes = query.data;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <p>{t('heroesExplanation')}</p>
      {!heroes ? (
        <LoadState
          isError={query.isError}
          failedText={t('heroesFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : heroes.length === 0 ? (
        <p>{t('noHeroes')}</p>
      ) : (
        <HallTable entries={heroes} kind="heroes" />
      )}
    </div>
  );
}

/** /hall/patrons?page=N (pages count from 0, as the server's). */
export function PatronsPage() {
  const { t } = useTranslation('hall');
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page') ?? 0);
  const page = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const query = useServerRead(`hall/patrons/${page}`, () => hallApi.patrons(page), {
    keepPrevious: true,
  });
  const patrons = query.data;
  const goTo = (next: number) => setSearch(next > 0 ? { page: String(next) } : {});
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <p>{t('patronsExplanation')}</p>
      {!patrons || query.isError ? (
        <LoadState
          isError={query.isError}
          failedText={t('patronsFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : patrons.length === 0 ? (
        <p>{t('noPatrons')}</p>
      ) : (
        <HallTable entries={patrons} kind="patrons" />
      )}
      {patrons && (
        <Pager
          page={page}
          isLastPage={patrons.length < PATRONS_PER_PAGE}
          isBusy={query.isPrevious}
          onPage={goTo}
          label={t('pages')}
        />
      )}
    </div>
  );
}
