// /groups/guild/:groupId: the guild's name, summary, description, categories, leader, member
// count, Join or Leave, and its chat. Its members invite players; its leader (or a moderator)
// edits it, and its leader names managers and may hand it over. A guild that is a group plan goes
// to the plan's screen.
import { mayChooseManagers, mayEditGroup, mayInviteToGroup } from '@questlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { leaderNameOf, roleFactsOf, type Guild } from '../../api/socialTypes.ts';
import { InviteForm } from '../../components/invitations/InviteForm.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { hasPermission } from '../access.ts';
import { CategoryTags } from './CategoryTags.tsx';
import { ChatPanel } from './chat/ChatPanel.tsx';
import { SafeMarkdown } from './chat/SafeMarkdown.tsx';
import { GroupEditDialog } from './groupAdmin/GroupEditDialog.tsx';
import { GroupRoles } from './groupAdmin/GroupRoles.tsx';
import { groupPlanTarget } from './groupPlanTarget.ts';
import { useGuild } from './guildReads.ts';
import { LeaveGuild } from './LeaveGuild.tsx';
import { LoadState } from './LoadState.tsx';
import styles from './Social.module.css';
import { useGuildMembership } from './useGuildMembership.ts';

/** What the viewer may do here, by core's role rules. */
function useGuildRights(guild: Guild, isMember: boolean) {
  const user = useSessionStore((state) => state.user);
  const viewer = { id: user?.id ?? '', isModerator: hasPermission(user, 'moderator') };
  const facts = roleFactsOf(guild);
  return {
    mayEdit: mayEditGroup(facts, viewer),
    mayInvite: isMember && mayInviteToGroup(facts, viewer.id, new Date()),
    mayChooseManagers: mayChooseManagers(facts, viewer.id),
  };
}

function GuildDetails({ guild }: { guild: Guild }) {
  const { t } = useTranslation('social');
  const membership = useGuildMembership(guild._id, guild.name);
  const rights = useGuildRights(guild, membership.isMember);
  const leader = leaderNameOf(guild);
  const [isLeaving, setIsLeaving] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <>
      <section className={styles.section} aria-labelledby="guild-name">
        <div className={styles.guildHeader}>
          <h2 id="guild-name" className={styles.heading}>
            {guild.name}
          </h2>
          <div className={styles.actions}>
            {rights.mayEdit && (
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('groupEdit.openNamed', { name: guild.name })}
                onClick={() => setIsEditing(true)}
              >
                {t('groupEdit.open')}
              </button>
            )}
            {membership.isMember ? (
              <button
                type="button"
                className="button button-danger"
                aria-label={t('guilds.leaveNamed', { name: guild.name })}
                onClick={() => setIsLeaving(true)}
              >
                {t('guilds.leave')}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                disabled={membership.isSending}
                aria-label={t('guilds.joinNamed', { name: guild.name })}
                onClick={() => void membership.join()}
              >
                {t('guilds.join')}
              </button>
            )}
          </div>
        </div>
        <p className={styles.facts}>
          {leader && <span>{t('guilds.leader', { name: leader })}</span>}
          <span>{t('guilds.members', { count: guild.memberCount ?? 0 })}</span>
          <span className={styles.muted}>
            {t(guild.privacy === 'private' ? 'guilds.privateGuild' : 'guilds.publicGuild')}
          </span>
          {guild.leaderOnly?.challenges && (
            <span className={styles.muted}>{t('guilds.leaderOnlyChallenges')}</span>
          )}
        </p>
        <CategoryTags categories={guild.categories} />
        {guild.summary && <p>{guild.summary}</p>}
        <h3 className={styles.heading}>{t('guilds.description')}</h3>
        {guild.description ? (
          <SafeMarkdown text={guild.description} />
        ) : (
          <p className={styles.muted}>{t('guilds.noDescription')}</p>
        )}
      </section>
      {rights.mayInvite && (
        <InviteForm
          groupId={guild._id}
          className={styles.section}
          headingClassName={styles.heading}
        />
      )}
      {rights.mayChooseManagers && <GroupRoles group={guild} />}
      {!membership.isMember && <p className={styles.muted}>{t('guilds.chatMembersOnly')}</p>}
      <ChatPanel groupId={guild._id} initialMessages={guild.chat} canPost={membership.isMember} />
      {isLeaving && (
        <LeaveGuild
          guild={guild}
          isBusy={membership.isSending}
          onCancel={() => setIsLeaving(false)}
          onLeave={() => void membership.leave().then((isDone) => isDone && setIsLeaving(false))}
        />
      )}
      {isEditing && <GroupEditDialog group={guild} isGuild onClose={() => setIsEditing(false)} />}
    </>
  );
}

export function GuildPage() {
  const { t } = useTranslation('social');
  const { groupId = '' } = useParams();
  const query = useGuild(groupId);
  const guild = query.data;
  // A guild whose id is a group plan shows the group plan information screen.
  const planPath = guild ? groupPlanTarget(guild) : null;
  if (planPath) return <Navigate to={planPath} replace />;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      {guild ? (
        <GuildDetails guild={guild} />
      ) : (
        <LoadState
          isError={query.isError}
          failedText={t('guilds.notFound')}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  );
}
