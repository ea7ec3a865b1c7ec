// /group-plans/:groupId: the plan group's name and its three tabs, task information (the team
// board), information and billing; each tab gets the group.
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import type { PlanGroup } from '../../api/groupPlansApi.ts';
import type { TitleKey } from '../../locales/resources.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { SectionNav } from '../../components/SectionNav.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { isPlanManager, useGroupPlan } from './groupPlanReads.ts';

export interface PlanContext {
  group: PlanGroup;
  isManager: boolean;
}

export const usePlanContext = () => useOutletContext<PlanContext>();

/** Each tab's path and title: the route table's title, so a tab and its page's heading agree. */
const tabs = [
  { path: 'task-information', title: 'taskBoard' },
  { path: 'information', title: 'groupInformation' },
  { path: 'billing', title: 'billing' },
] as const satisfies readonly { path: string; title: TitleKey }[];

export function GroupPlanLayout() {
  const { t } = useTranslation('groupPlans');
  const { t: titleText } = useTranslation('titles');
  const { groupId = '' } = useParams();
  const query = useGroupPlan(groupId);
  const user = useSessionStore((state) => state.user);
  const group = query.data;
  return (
    <div className={socialStyles.page}>
      <ScreenTitle />
      <p>
        <Link to="/group-plans" className={socialStyles.link}>
          {t('plan.back')}
        </Link>
      </p>
      {!group ? (
        <LoadState
          isError={query.isError}
          failedText={t('plan.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <h2 className={socialStyles.heading}>{group.name}</h2>
          <SectionNav
            label={t('plan.tabs')}
            links={tabs.map((tab) => ({
              to: `/group-plans/${group._id}/${tab.path}`,
              label: titleText(tab.title),
            }))}
          />
          <Outlet
            context={{ group, isManager: isPlanManager(group, user) } satisfies PlanContext}
          />
        </>
      )}
    </div>
  );
}
