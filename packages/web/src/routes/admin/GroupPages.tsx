// /admin/groups and /admin/groups/:groupId: look a group up by its id, then see it whatever its
// privacy and edit what staff may.
import { isUuid } from '@questlog/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminGroup } from '../../api/adminApi.ts';
import { ApiRequestError } from '../../api/envelope.ts';
import { FormActions } from '../../components/forms/FormActions.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import settingsStyles from '../settings/Settings.module.css';
import { useSessionStore } from '../../store/sessionStore.ts';
import { hasPermission } from '../access.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Admin.module.css';
import { useAdminGroup } from './adminReads.ts';
import { GroupEditForm } from './GroupEditForm.tsx';
import { GEMS_PER_BALANCE } from './heroDraft.ts';

/** /admin/groups */
export function GroupLookupPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [groupId, setGroupId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const staff = useSessionStore((state) => state.user);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isUuid(groupId.trim())) return setError(t('groups.idInvalid'));
    // A group's page needs groupsSupport, which groupSupport alone lacks; say so rather than let
    // the route send the staff member to their tasks.
    if (!hasPermission(staff, 'groupsSupport')) return setError(t('groups.needsGroupsSupport'));
    setError(undefined);
    void navigate(`/admin/groups/${groupId.trim().toLowerCase()}`);
  }

  return (
    <div className={settingsStyles.page}>
      <ScreenTitle />
      <p>{t('groups.explanation')}</p>
      <form
        role="search"
        aria-label={t('groups.lookupTitle')}
        className={formStyles.form}
        noValidate
        onSubmit={handleSubmit}
      >
        <FormField
          label={t('groups.idLabel')}
          value={groupId}
          error={error}
          onChange={(event) => setGroupId(event.target.value)}
        />
        <FormActions submitLabel={t('groups.open')} />
      </form>
    </div>
  );
}

function GroupFacts({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('admin');
  const staff = useSessionStore((state) => state.user);
  const leader = group.leader;
  const leaderName = leader ? leader.profile.name || leader.id : '';
  // The user panel needs userSupport: others see the leader's name only.
  const mayOpenPlayers = hasPermission(staff, 'userSupport');
  const facts: [string, ReactNode][] = [
    [t('group.id'), <span className={styles.code}>{group.id}</span>],
    [t('group.type'), `${group.type} (${group.privacy})`],
    [
      t('group.leader'),
      leader && mayOpenPlayers ? (
        <Link to={`/admin/panel/${leader.id}`}>{leaderName}</Link>
      ) : (
        leaderName
      ),
    ],
    [t('group.memberCount'), group.memberCount],
    [t('group.challengeCount'), group.challengeCount ?? 0],
    [t('group.fields.gems'), Math.round(group.balance * GEMS_PER_BALANCE)],
    [t('group.quest'), group.quest.key ?? t('group.noQuest')],
  ];
  return (
    <dl aria-label={t('group.summary')} className={styles.facts}>
      {facts.map(([term, value]) => [
        <dt key={`${term}-term`}>{term}</dt>,
        <dd key={term}>{value}</dd>,
      ])}
    </dl>
  );
}

/** /admin/groups/:groupId */
export function GroupPage() {
  const { t } = useTranslation('admin');
  const { groupId = '' } = useParams();
  const query = useAdminGroup(groupId);
  const group = query.data;
  const isMissing = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <div className={settingsStyles.page}>
      <ScreenTitle />
      {!group ? (
        isMissing ? (
          <p role="alert">{t('group.notFound', { groupId })}</p>
        ) : (
          <LoadState
            isError={query.isError}
            failedText={t('group.failed')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <>
          <SettingsSection title={group.name}>
            <GroupFacts group={group} />
          </SettingsSection>
          <SettingsSection title={t('group.editTitle')}>
            <GroupEditForm key={group.id} group={group} />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
