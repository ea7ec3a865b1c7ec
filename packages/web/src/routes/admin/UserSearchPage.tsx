// /admin/panel and /admin/panel/search/:userIdentifier: find a player by user id, e-mail address or
// the start of a username; each result opens their page.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { FoundUser } from '../../api/adminApi.ts';
import { FormActions } from '../../components/forms/FormActions.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import settingsStyles from '../settings/Settings.module.css';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Admin.module.css';
import { useUserSearch } from './adminReads.ts';

/** The server's bound on an identifier (routes/admin/schema.ts). */
const MAX_IDENTIFIER = 254;

function UserSearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const term = identifier.trim();
    if (!term) return setError(t('search.required'));
    if (term.length > MAX_IDENTIFIER) return setError(t('search.tooLong', { max: MAX_IDENTIFIER }));
    setError(undefined);
    void navigate(`/admin/panel/search/${encodeURIComponent(term)}`);
  }

  return (
    <form
      role="search"
      aria-label={t('search.title')}
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit}
    >
      <FormField
        label={t('search.label')}
        hint={t('search.hint')}
        value={identifier}
        error={error}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <FormActions submitLabel={t('search.submit')} />
    </form>
  );
}

function FoundUserItem({ user }: { user: FoundUser }) {
  const { t } = useTranslation('admin');
  const username = user.auth.local.username;
  return (
    <li className={styles.result}>
      <Link to={`/admin/panel/${user.id}`}>{user.profile.name || username || user.id}</Link>
      {username && <span>@{username}</span>}
      {user.auth.local.email && <span>{user.auth.local.email}</span>}
      <span className={styles.code}>{user.id}</span>
      {user.auth.blocked && <span className={styles.badge}>{t('user.suspended')}</span>}
    </li>
  );
}

function SearchResults({ identifier }: { identifier: string }) {
  const { t } = useTranslation('admin');
  const query = useUserSearch(identifier);
  const found = query.data;
  if (!found) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('search.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (found.length === 0) return <p>{t('search.none', { identifier })}</p>;
  return (
    <ul aria-label={t('search.results', { identifier })} className={styles.list}>
      {found.map((user) => (
        <FoundUserItem key={user.id} user={user} />
      ))}
    </ul>
  );
}

/** /admin/panel, and with a query in the URL its results. */
export function UserSearchPage() {
  const { t } = useTranslation('admin');
  const { userIdentifier = '' } = useParams();
  return (
    <div className={settingsStyles.page}>
      <ScreenTitle />
      <p>{t('search.explanation')}</p>
      {/* A new query in the URL starts the form afresh with it. */}
      <UserSearchForm key={userIdentifier} initial={userIdentifier} />
      {userIdentifier && <SearchResults identifier={userIdentifier} />}
    </div>
  );
}
