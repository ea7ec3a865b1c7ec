// /groups/discovery: public guilds, 30 a page, by search words and categories, each with its member
// count and Join.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUILDS_PER_PAGE, type GuildSearch } from '../../api/groupsApi.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import { Pager } from '../../components/Pager.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { CategoryChoices } from './CategoryChoices.tsx';
import { FilterDisclosure } from './FilterDisclosure.tsx';
import { GuildCard } from './GuildCard.tsx';
import { usePublicGuilds } from './guildReads.ts';
import { LoadState } from './LoadState.tsx';
import styles from './Social.module.css';
import { GuildsNav } from './GuildsNav.tsx';

function Results({ search, onPage }: { search: GuildSearch; onPage: (page: number) => void }) {
  const { t } = useTranslation('social');
  const query = usePublicGuilds(search);
  const guilds = query.data;
  if (!guilds || (query.isError && !query.isPrevious)) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('guilds.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {guilds.length === 0 ? (
        <p>{t('guilds.discovery.none')}</p>
      ) : (
        <ul
          className={styles.guilds}
          aria-label={t('guilds.discovery.results')}
          aria-busy={query.isFetching}
        >
          {guilds.map((guild) => (
            <GuildCard key={guild._id} guild={guild} canJoin />
          ))}
        </ul>
      )}
      <Pager
        page={search.page}
        isLastPage={guilds.length < GUILDS_PER_PAGE}
        isBusy={query.isFetching}
        onPage={onPage}
        label={t('guilds.discovery.pages')}
      />
    </>
  );
}

export function DiscoveryPage() {
  const { t } = useTranslation('social');
  const [words, setWords] = useState('');
  const [search, setSearch] = useState<GuildSearch>({ page: 0, categories: [], search: '' });

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    setSearch({ ...search, page: 0, search: words.trim() });
  }

  return (
    <div className={styles.page}>
      <ScreenTitle />
      <GuildsNav />
      <form className={styles.filters} role="search" onSubmit={handleSearch}>
        <div className={styles.searchRow}>
          <FormField
            label={t('guilds.discovery.search')}
            type="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <button type="submit" className="button">
            {t('guilds.discovery.searchButton')}
          </button>
        </div>
        <FilterDisclosure chosenCount={search.categories.length}>
          <CategoryChoices
            legend={t('guilds.discovery.categories')}
            chosen={search.categories}
            onChange={(categories) => setSearch({ ...search, page: 0, categories })}
          />
        </FilterDisclosure>
      </form>
      <section className={styles.section} aria-labelledby="guild-results">
        <h2 id="guild-results" className={styles.heading}>
          {t('guilds.discovery.results')}
        </h2>
        <Results search={search} onPage={(page) => setSearch({ ...search, page })} />
      </section>
    </div>
  );
}
