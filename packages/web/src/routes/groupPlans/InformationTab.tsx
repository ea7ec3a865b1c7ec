// The plan group's information tab: its summary, description, leader, members and managers, and
// its chat. Its leader edits it, invites players (only the leader may, while the plan is live)
// and names managers; by core's role rules.
import { mayChooseManagers, mayEditGroup, mayInviteToGroup } from '@questlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaderNameOf, roleFactsOf } from '../../api/socialTypes.ts';
import { InviteForm } from '../../components/invitations/InviteForm.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { hasPermission } from '../access.ts';
import styles from '../challenges/Challenges.module.css';
import { ChatPanel } from '../social/chat/ChatPanel.tsx';
import { SafeMarkdown } from '../social/chat/SafeMarkdown.tsx';
import { GroupEditDialog } from '../social/groupAdmin/GroupEditDialog.tsx';
import { GroupRoles } from '../social/groupAdmin/GroupRoles.tsx';
import socialStyles from '../social/Social.module.css';
import { usePlanContext } from './GroupPlanLayout.tsx';

export function InformationTab() {
  const { t } = useTranslation('groupPlans');
  const { t: titleText } = useTranslation('titles');
  const { group, isManager } = usePlanContext();
  const user = useSessionStore((state) => state.user);
  const [isEditing, setIsEditing] = useState(false);
  const viewer = { id: user?.id ?? '', isModerator: hasPermission(user, 'moderator') };
  const facts = roleFactsOf(group);
  return (
    <>
      <section className={socialStyles.section} aria-labelledby="plan-information">
        <div className={socialStyles.guildHeader}>
          <h3 id="plan-information" className={socialStyles.heading}>
            {titleText('groupInformation')}
          </h3>
          {mayEditGroup(facts, viewer) && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('information.editNamed', { name: group.name })}
              onClick={() => setIsEditing(true)}
            >
              {t('information.edit')}
            </button>
          )}
        </div>
        {group.summary && <p>{group.summary}</p>}
        {group.description && <SafeMarkdown text={group.description} />}
        <dl className={`${socialStyles.facts} ${styles.facts}`}>
          <div>
            <dt>{t('information.leader')}</dt>
            <dd>{leaderNameOf(group) ?? t('information.unknown')}</dd>
          </div>
          <div>
            <dt>{t('information.members')}</dt>
            <dd>{group.memberCount ?? 0}</dd>
          </div>
          <div>
            <dt>{t('information.managers')}</dt>
            <dd>{Object.values(group.managers ?? {}).filter(Boolean).length}</dd>
          </div>
        </dl>
        <p className={socialStyles.muted}>
          {t(isManager ? 'information.youManage' : 'information.youMember')}
        </p>
      </section>
      {mayInviteToGroup(facts, viewer.id, new Date()) && (
        <InviteForm
          groupId={group._id}
          className={socialStyles.section}
          headingClassName={socialStyles.heading}
          headingLevel={3}
        />
      )}
      {mayChooseManagers(facts, viewer.id) && <GroupRoles group={group} headingLevel={3} />}
      <ChatPanel groupId={group._id} initialMessages={group.chat} />
      {isEditing && (
        <GroupEditDialog group={group} isGuild={false} onClose={() => setIsEditing(false)} />
      )}
    </>
  );
}
