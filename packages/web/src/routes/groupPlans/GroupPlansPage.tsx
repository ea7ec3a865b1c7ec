// /group-plans: the invitations to group plans waiting for my answer, the groups I am in that have
// a group plan (GET /group-plans), and creating one (POST /groups/create-plan). No payment provider is configured, so the server grants the plan for
// free and says so; its message is shown here.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationsOf } from '../../api/groupInvitations.ts';
import { groupPlansApi, type PlanGroup } from '../../api/groupPlansApi.ts';
import { GroupInvitations } from '../../components/invitations/GroupInvitations.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { sendChange } from '../../store/optimistic.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { MAX_SUMMARY } from '../challenges/challengeDraft.ts';
import { FormFooter } from '../challenges/FormFooter.tsx';
import { TextAreaField } from '../../components/forms/TextAreaField.tsx';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { groupPlanReads, useGroupPlans } from './groupPlanReads.ts';
import { reloadReads } from '../../store/readsStore.ts';

function PlanList() {
  const { t } = useTranslation('groupPlans');
  const query = useGroupPlans();
  const plans = query.data;
  if (!plans) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('list.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (plans.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <ul className={socialStyles.guilds} aria-label={t('list.title')}>
      {plans.map((plan) => (
        <li key={plan._id} className={socialStyles.guild}>
          <h3 className={socialStyles.guildName}>
            <Link to={`/group-plans/${plan._id}/task-information`} className={socialStyles.link}>
              {plan.name}
            </Link>
          </h3>
          {plan.summary && <p>{plan.summary}</p>}
          <p className={socialStyles.muted}>
            {t('list.members', { count: plan.memberCount ?? 0 })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function CreatePlanForm() {
  const { t } = useTranslation('groupPlans');
  const form = useFormRequest();
  const [name, setName] = useState('');
  const [summary, setSummary] = useState('');
  const [description, setDescription] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [created, setCreated] = useState<{ group: PlanGroup; message?: string } | null>(null);
  const nameError = isChecked && !name.trim() ? t('create.nameRequired') : form.fieldErrors['name'];
  const summaryError =
    summary.length > MAX_SUMMARY
      ? t('create.summaryTooLong', { max: MAX_SUMMARY })
      : form.fieldErrors['summary'];

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!name.trim() || summary.length > MAX_SUMMARY) return;
    const answer = await form.send(() =>
      sendChange({
        send: () => groupPlansApi.create({ name: name.trim(), summary, description }),
        // the plan's members hold a free subscription: the user changed too
        reread: async () => {
          await useSessionStore.getState().refetchUser();
          await reloadReads(groupPlanReads.all);
        },
      }),
    );
    if (!answer) return;
    setCreated(answer);
    setName('');
    setSummary('');
    setDescription('');
    setIsChecked(false);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        label={t('create.name')}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={t('create.summary')}
        value={summary}
        error={summaryError}
        hint={t('create.summaryHint', { count: summary.length, max: MAX_SUMMARY })}
        onChange={(event) => setSummary(event.target.value)}
      />
      <TextAreaField
        label={t('create.description')}
        value={description}
        error={form.fieldErrors['description']}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FormFooter form={form} submitLabel={t('create.submit')} />
      <div role="status">
        {created && (
          <p>
            {created.message ?? t('create.done')}{' '}
            <Link
              to={`/group-plans/${created.group._id}/task-information`}
              className={socialStyles.link}
            >
              {t('create.open', { name: created.group.name })}
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}

/** The plans' invitations; none, nothing. */
function PlanInvitations() {
  const { t } = useTranslation('groupPlans');
  const user = useSessionStore((state) => state.user);
  const invitations = invitationsOf(user).filter(({ kind }) => kind === 'groupPlan');
  if (invitations.length === 0) return null;
  return (
    <section className={socialStyles.section} aria-labelledby="plan-invitations">
      <h2 id="plan-invitations" className={socialStyles.heading}>
        {t('list.invitations')}
      </h2>
      <GroupInvitations invitations={invitations} label={t('list.invitations')} />
    </section>
  );
}

export function GroupPlansPage() {
  const { t } = useTranslation('groupPlans');
  return (
    <div className={socialStyles.page}>
      <ScreenTitle />
      <PlanInvitations />
      <section className={socialStyles.section} aria-labelledby="plan-list">
        <h2 id="plan-list" className={socialStyles.heading}>
          {t('list.title')}
        </h2>
        <PlanList />
      </section>
      <section className={socialStyles.section} aria-labelledby="plan-create">
        <h2 id="plan-create" className={socialStyles.heading}>
          {t('create.title')}
        </h2>
        <p>{t('create.intro')}</p>
        <CreatePlanForm />
      </section>
    </div>
  );
}
