// The plan group's information tab: its summary, description, leader, members and managers.
import { useTranslation } from 'react-i18next';
import { leaderNameOf } from '../../api/socialTypes.ts';
import styles from '../challenges/Challenges.module.css';
import socialStyles from '../social/Social.module.css';
import { usePlanContext } from './GroupPlanLayout.tsx';

export function InformationTab() {
  const { t } = useTranslation('groupPlans');
  const { t: titleText } = useTranslation('titles');
  const { group, isManager } = usePlanContext();
  return (
    <section className={socialStyles.section} aria-labelledby="plan-information">
      <h3 id="plan-information" className={socialStyles.heading}>
        {titleText('groupInformation')}
      </h3>
      {group.summary && <p>{group.summary}</p>}
      {group.description && <p>{group.description}</p>}
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
  );
}
