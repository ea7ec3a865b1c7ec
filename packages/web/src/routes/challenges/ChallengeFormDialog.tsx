// Create a challenge, or clone one (POST /challenges, POST /challenges/:id/clone): where it runs
// (my party, my guilds or the Tavern), its names, summary, description, prize and categories.
// Problems show beside their fields; a prize the player cannot pay shows as soon as it is typed,
// before anything is sent.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { challengesApi } from '../../api/challengesApi.ts';
import { isTavernId } from '@questlog/core';
import type { Challenge } from '../../api/challengeTypes.ts';
import type { PlanGroup } from '../../api/groupPlansApi.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { Modal } from '../../components/Modal.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { CategoryChoices } from '../social/CategoryChoices.tsx';
import {
  draftProblems,
  emptyDraft,
  MAX_SUMMARY,
  MIN_SHORT_NAME,
  prizeOf,
  type ChallengeDraft,
  type Purse,
} from './challengeDraft.ts';
import { sendChange } from '../../store/optimistic.ts';
import { afterChallengeChange, useChallengeGroups } from './challengeReads.ts';
import { FormFooter } from './FormFooter.tsx';
import { TextAreaField } from '../../components/forms/TextAreaField.tsx';

const leaderIdOf = (group: PlanGroup) =>
  typeof group.leader === 'string' ? group.leader : group.leader?._id;

function purseFor(group: PlanGroup | undefined, userId: string, balance: number): Purse {
  const isLeader = group !== undefined && leaderIdOf(group) === userId;
  return {
    gems: Math.round(balance * 4),
    usableBankGems: isLeader ? Math.round((group.balance ?? 0) * 4) : 0,
  };
}

function draftFrom(source: Challenge | undefined): ChallengeDraft {
  if (!source) return emptyDraft;
  return {
    group: source.group?._id ?? '',
    name: source.name,
    shortName: source.shortName,
    summary: source.summary ?? '',
    description: source.description ?? '',
    prize: String(source.prize),
    categories: (source.categories ?? []).map(({ slug }) => slug),
  };
}

interface ChallengeFormDialogProps {
  /** Clone this challenge (its tasks come along); without it, create a new one. */
  source?: Challenge;
  onClose: () => void;
}

export function ChallengeFormDialog({ source, onClose }: ChallengeFormDialogProps) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  const form = useFormRequest();
  const groups = useChallengeGroups();
  const user = useSessionStore((state) => state.user);
  const [draft, setDraft] = useState<ChallengeDraft>(() => draftFrom(source));
  const [isChecked, setIsChecked] = useState(false);
  const group = groups.data?.find((one) => one._id === draft.group);
  const purse = purseFor(group, user?.id ?? '', user?.balance ?? 0);
  const problems = draftProblems(draft, purse);
  const change = (changes: Partial<ChallengeDraft>) => setDraft({ ...draft, ...changes });
  // the prize's problems show at once; the others once the player tried to send
  const errorOf = (field: keyof typeof problems) => {
    const problem = problems[field];
    const isShown = isChecked || field === 'prize';
    if (problem && isShown) {
      return t(`form.problems.${problem}`, {
        min: MIN_SHORT_NAME,
        max: MAX_SUMMARY,
        gems: purse.gems + purse.usableBankGems,
      });
    }
    return form.fieldErrors[field];
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (Object.keys(problems).length > 0) return;
    const body = { ...draft, prize: prizeOf(draft), name: draft.name.trim() };
    const created = await form.send(() =>
      sendChange({
        send: async () =>
          source
            ? (await challengesApi.clone(source._id, body)).clonedChallenge
            : await challengesApi.create(body),
        reread: () => afterChallengeChange(),
      }),
    );
    if (!created) return;
    onClose();
    void navigate(`/challenges/${created._id}`);
  }

  return (
    <Modal title={t(source ? 'form.cloneTitle' : 'form.createTitle')} onClose={onClose}>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <GroupPicker
          groups={groups}
          value={draft.group}
          error={errorOf('group')}
          onChange={(value) => change({ group: value })}
        />
        <FormField
          label={t('form.name')}
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        <FormField
          label={t('form.shortName')}
          value={draft.shortName}
          error={errorOf('shortName')}
          hint={t('form.shortNameHint', { min: MIN_SHORT_NAME })}
          onChange={(event) => change({ shortName: event.target.value })}
        />
        <TextAreaField
          label={t('form.summary')}
          value={draft.summary}
          error={errorOf('summary')}
          hint={t('form.summaryHint', { count: draft.summary.length, max: MAX_SUMMARY })}
          onChange={(event) => change({ summary: event.target.value })}
        />
        <TextAreaField
          label={t('form.description')}
          value={draft.description}
          error={form.fieldErrors['description']}
          onChange={(event) => change({ description: event.target.value })}
        />
        <FormField
          label={t('form.prize')}
          type="number"
          inputMode="numeric"
          min={draft.group && isTavernId(draft.group) ? 1 : 0}
          step={1}
          value={draft.prize}
          error={errorOf('prize')}
          hint={t(purse.usableBankGems > 0 ? 'form.prizeHintBank' : 'form.prizeHint', {
            gems: purse.gems,
            bank: purse.usableBankGems,
          })}
          onChange={(event) => change({ prize: event.target.value })}
        />
        <CategoryChoices
          legend={t('filters.categories')}
          chosen={draft.categories}
          onChange={(categories) => change({ categories })}
        />
        <FormFooter
          form={form}
          submitLabel={t(source ? 'form.cloneSubmit' : 'form.createSubmit')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

interface GroupPickerProps {
  groups: ReturnType<typeof useChallengeGroups>;
  value: string;
  error: string | undefined;
  onChange: (groupId: string) => void;
}

function GroupPicker({ groups, value, error, onChange }: GroupPickerProps) {
  const { t } = useTranslation('challenges');
  const id = useId();
  if (groups.isError) {
    return (
      <div role="alert">
        <p>{t('form.groupsFailed')}</p>
        <button type="button" className="button" onClick={() => void groups.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t('form.group')}
      </label>
      <select
        id={id}
        className={formStyles.select}
        value={value}
        disabled={!groups.data}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{groups.data ? t('form.chooseGroup') : t('loading')}</option>
        {(groups.data ?? []).map((group) => (
          <option key={group._id} value={group._id}>
            {isTavernId(group._id) ? t('form.tavern') : group.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
