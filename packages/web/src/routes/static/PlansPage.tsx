import { useTranslation } from 'react-i18next';
import { readList, useLooseT } from './prose.ts';
import { ProsePage } from './ProsePage.tsx';
import styles from './ProsePage.module.css';

interface PlanRow {
  plan: string;
  price: string;
  note: string;
}

/** The free game, the subscriptions and the group plan side by side. */
export function PlansPage() {
  const { t } = useTranslation('staticPages');
  const { read } = useLooseT('staticPages');
  const rows = readList<PlanRow>(read, 'plans.rows');
  return (
    <ProsePage
      ns="staticPages"
      page="plans"
      links={[{ to: '/static/group-plans', labelKey: 'plans.groupPlansLink' }]}
      hasSignUp
      lead={
        <table className={styles.table}>
          <caption>{t('plans.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('plans.columns.plan')}</th>
              <th scope="col">{t('plans.columns.price')}</th>
              <th scope="col">{t('plans.columns.note')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.plan}>
                <th scope="row">{row.plan}</th>
                <td>{row.price}</td>
                <td>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
