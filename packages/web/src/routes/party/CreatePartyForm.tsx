// Create a party (POST /groups): the name is checked here first, beside its field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { partyApi } from '../../api/partyApi.ts';
import { usePartyAction } from './usePartyAction.ts';

export const MAX_PARTY_NAME = 200;

/** The name's problem, or null when it can be sent. */
export function partyNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > MAX_PARTY_NAME) return 'tooLong';
  return null;
}

export function CreatePartyForm() {
  const { t } = useTranslation('party');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof partyNameProblem>>(null);
  const action = usePartyAction();
  const nameError = problem
    ? t(`create.${problem}`)
    : (action.fieldErrors['name'] ?? action.failure?.body?.message);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const nameProblem = partyNameProblem(name);
    setProblem(nameProblem);
    if (nameProblem) return;
    await action.run(() => partyApi.create(name.trim()));
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        label={t('create.name')}
        value={name}
        maxLength={MAX_PARTY_NAME + 50}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={action.isSending}>
          {t('create.submit')}
        </button>
      </div>
    </form>
  );
}
