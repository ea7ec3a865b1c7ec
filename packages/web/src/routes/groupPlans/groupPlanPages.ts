// The group plan screens, one chunk.
export { BillingTab } from './BillingTab.tsx';
export { GroupPlanLayout } from './GroupPlanLayout.tsx';
export { GroupPlansPage } from './GroupPlansPage.tsx';
export { InformationTab } from './InformationTab.tsx';
export { TaskInformationTab } from './TaskInformationTab.tsx';
