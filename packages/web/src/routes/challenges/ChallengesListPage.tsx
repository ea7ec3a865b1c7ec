// /challenges/myChallenges and /challenges/findChallenges: GET /challenges/user, 10 a page with
// "load more", by search words, categories and whether I lead them; "mine" are those I take part
// in. A form creates a challenge.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeSearch } from '../../api/challengesApi.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { SectionNav } from '../../components/SectionNav.tsx';
import { CategoryChoices } from '../social/CategoryChoices.tsx';
import { FilterDisclosure } from '../social/FilterDisclosure.tsx';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { ChallengeCard } from './ChallengeCard.tsx';
import { ChallengeFormDialog } from './ChallengeFormDialog.tsx';
import { useChallengeList } from './challengeReads.ts';
import { LoadMore } from './LoadMore.tsx';
import styles from './Challenges.module.css';

type Scope = 'mine' | 'find';
type Filters = Omit<ChallengeSearch, 'page' | 'member'>;
const ownership = ['all', 'owned', 'not_owned'] as const;

function Results({ scope, filters }: { scope: Scope; filters: Filters }) {
  const { t } = useTranslation('challenges');
  const query = useChallengeList({ ...filters, member: scope === 'mine' });
  const challenges = query.data?.flat();
  if (!challenges) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('list.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (challenges.length === 0) return <p>{t(`list.empty.${scope}`)}</p>;
  return (
    <>
      <ul
        className={socialStyles.guilds}
        aria-label={t(`list.results.${scope}`)}
        aria-busy={query.isFetching}
      >
        {challenges.map((challenge) => (
          <ChallengeCard key={challenge._id} challenge={challenge} />
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p className={styles.error} role="alert">
          {t('list.loadFailed')}
        </p>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

function ChallengeTabs() {
  const { t } = useTranslation('challenges');
  return (
    <SectionNav
      label={t('list.areas')}
      links={[
        { to: '/challenges/myChallenges', label: t('list.myChallenges') },
        { to: '/challenges/findChallenges', label: t('list.findChallenges') },
      ]}
    />
  );
}

function ChallengesListPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation('challenges');
  const [words, setWords] = useState('');
  const [filters, setFilters] = useState<Filters>({ search: '', categories: [] });
  const [isCreating, setIsCreating] = useState(false);

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    setFilters({ ...filters, search: words.trim() });
  }

  return (
    <div className={socialStyles.page}>
      <ScreenTitle />
      <ChallengeTabs />
      <div className={socialStyles.actions}>
        <button type="button" className="button" onClick={() => setIsCreating(true)}>
          {t('create.open')}
        </button>
      </div>
      <form className={socialStyles.filters} role="search" onSubmit={handleSearch}>
        <div className={socialStyles.searchRow}>
          <FormField
            label={t('filters.search')}
            type="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <button type="submit" className="button">
            {t('filters.searchButton')}
          </button>
        </div>
        <FilterDisclosure
          chosenCount={filters.categories.length + (filters.owned === undefined ? 0 : 1)}
        >
          <fieldset className={socialStyles.categories}>
            <legend>{t('filters.ownership')}</legend>
            {ownership.map((choice) => (
              <label key={choice} className={formStyles.checkbox}>
                <input
                  type="radio"
                  name="owned"
                  checked={(filters.owned ?? 'all') === choice}
                  onChange={() =>
                    setFilters({ ...filters, owned: choice === 'all' ? undefined : choice })
                  }
                />
                {t(`filters.owned.${choice}`)}
              </label>
            ))}
          </fieldset>
          <CategoryChoices
            legend={t('filters.categories')}
            chosen={filters.categories}
            onChange={(categories) => setFilters({ ...filters, categories })}
          />
        </FilterDisclosure>
      </form>
      <section className={socialStyles.section} aria-labelledby="challenge-results">
        <h2 id="challenge-results" className={socialStyles.heading}>
          {t(`list.results.${scope}`)}
        </h2>
        <Results scope={scope} filters={filters} />
      </section>
      {isCreating && <ChallengeFormDialog onClose={() => setIsCreating(false)} />}
    </div>
  );
}

export const MyChallengesPage = () => <ChallengesListPage scope="mine" />;
export const FindChallengesPage = () => <ChallengesListPage scope="find" />;
