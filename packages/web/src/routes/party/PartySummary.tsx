// The party's name and leader; its leader may rename it (PUT /groups/:id).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/groupsApi.ts';
import type { Party } from '../../api/partyTypes.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { partyNameProblem } from './CreatePartyForm.tsx';
import styles from './Party.module.css';
import { usePartyAction } from './usePartyAction.ts';

function RenameForm({ party, onDone }: { party: Party; onDone: () => void }) {
  const { t } = useTranslation('party');
  const [name, setName] = useState(party.name);
  const [problem, setProblem] = useState<ReturnType<typeof partyNameProblem>>(null);
  const action = usePartyAction();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const nameProblem = partyNameProblem(name);
    setProblem(nameProblem);
    if (nameProblem) return;
    if (await action.run(() => groupsApi.update(party._id, { name: name.trim() }))) onDone();
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        label={t('rename.name')}
        value={name}
        error={problem ? t(`create.${problem}`) : action.failure?.body?.message}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={action.isSending}>
          {t('rename.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

export function PartySummary({ party, isLeader }: { party: Party; isLeader: boolean }) {
  const { t } = useTranslation('party');
  const [isRenaming, setIsRenaming] = useState(false);
  // A party whose leader's account is gone has none (the server sends null).
  const leaderName = party.leader && (party.leader.profile?.name ?? party.leader._id);
  return (
    <section className={styles.section} aria-labelledby="party-name">
      <h2 id="party-name" className={styles.heading}>
        {party.name}
      </h2>
      <p>
        {leaderName === null
          ? t('summary.noLeader', { count: party.memberCount })
          : t('summary.leader', { name: leaderName, count: party.memberCount })}
      </p>
      {party.description && <p className={styles.muted}>{party.description}</p>}
      {isLeader &&
        (isRenaming ? (
          <RenameForm party={party} onDone={() => setIsRenaming(false)} />
        ) : (
          <div>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setIsRenaming(true)}
            >
              {t('rename.open')}
            </button>
          </div>
        ))}
    </section>
  );
}
