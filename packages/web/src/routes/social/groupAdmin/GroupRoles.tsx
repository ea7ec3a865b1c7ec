// The leader's view of a guild's or a group plan's members: who leads and who manages, naming and
// removing managers, and handing the group over to another member (after a confirm) where core's
// rules allow it. The first 30 members show; a search finds the others.
import { mayHandOverLeadership } from '@questlog/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeMember } from '../../../api/challengeTypes.ts';
import { groupsApi } from '../../../api/groupsApi.ts';
import { leaderIdOf, roleFactsOf, type Guild } from '../../../api/socialTypes.ts';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { memberNameOf } from '../../challenges/challengeViewer.ts';
import { ConfirmDialog } from '../../party/ConfirmDialog.tsx';
import { sendChange } from '../../../store/optimistic.ts';
import { refreshGroup, useGroupMembers } from '../guildReads.ts';
import { LoadState } from '../LoadState.tsx';
import styles from '../Social.module.css';

interface GroupRolesProps {
  group: Guild;
  /** The heading's level where the screen's sections sit under the group's own heading. */
  headingLevel?: 2 | 3;
}

export function GroupRoles({ group, headingLevel = 2 }: GroupRolesProps) {
  const { t } = useTranslation('social');
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [words, setWords] = useState('');
  const [search, setSearch] = useState('');
  const query = useGroupMembers(group._id, search);
  const members = query.data;
  const mayHandOver = mayHandOverLeadership(roleFactsOf(group), new Date());

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(words.trim());
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('groupRoles.title')}
      </Heading>
      <p className={styles.muted}>
        {t('groupRoles.intro')}
        {mayHandOver && <> {t('groupRoles.handOverIntro')}</>}
      </p>
      <form className={styles.searchRow} role="search" onSubmit={handleSearch}>
        <FormField
          label={t('groupRoles.search')}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className="button">
          {t('groupRoles.searchButton')}
        </button>
      </form>
      {!members ? (
        <LoadState
          isError={query.isError}
          failedText={t('groupRoles.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : members.length === 0 ? (
        <p>{t('groupRoles.none')}</p>
      ) : (
        <ul className={styles.roles} aria-label={t('groupRoles.list')} aria-busy={query.isFetching}>
          {members.map((member) => (
            <MemberRoles key={member._id} group={group} member={member} mayHandOver={mayHandOver} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface MemberRolesProps {
  group: Guild;
  member: ChallengeMember;
  mayHandOver: boolean;
}

function MemberRoles({ group, member, mayHandOver }: MemberRolesProps) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const [isHandingOver, setIsHandingOver] = useState(false);
  const name = memberNameOf(member);
  const username = member.auth?.local?.username;
  const isLeader = leaderIdOf(group) === member._id;
  const isManager = group.managers?.[member._id] === true;

  async function change(request: () => Promise<unknown>): Promise<boolean> {
    const isDone = await form.send(async () => {
      await sendChange({ send: request, reread: () => refreshGroup(group._id) });
      return true as const;
    });
    return isDone === true;
  }

  return (
    <li className={styles.role}>
      <span>
        <strong>{name}</strong>
        {username && username !== name && <span className={styles.muted}> @{username}</span>}
        {isLeader && <span className={styles.tag}>{t('groupRoles.leader')}</span>}
        {isManager && <span className={styles.tag}>{t('groupRoles.manager')}</span>}
      </span>
      {!isLeader && (
        <span className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={form.isSending}
            aria-label={t(
              isManager ? 'groupRoles.removeManagerNamed' : 'groupRoles.makeManagerNamed',
              {
                name,
              },
            )}
            onClick={() =>
              void change(() => groupsApi.setManager(group._id, member._id, !isManager))
            }
          >
            {t(isManager ? 'groupRoles.removeManager' : 'groupRoles.makeManager')}
          </button>
          {mayHandOver && (
            <button
              type="button"
              className="button button-secondary"
              disabled={form.isSending}
              aria-label={t('groupRoles.handOverNamed', { name })}
              onClick={() => setIsHandingOver(true)}
            >
              {t('groupRoles.handOver')}
            </button>
          )}
        </span>
      )}
      {isHandingOver && (
        <ConfirmDialog
          title={t('groupRoles.handOverTitle', { group: group.name, name })}
          confirmLabel={t('groupRoles.handOverConfirm')}
          isBusy={form.isSending}
          onCancel={() => setIsHandingOver(false)}
          onConfirm={() =>
            void change(() => groupsApi.update(group._id, { leader: member._id })).then(
              (isDone) => isDone && setIsHandingOver(false),
            )
          }
        >
          <p>{t('groupRoles.handOverExplain', { name })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
