// Create a guild (POST /groups; 4 gems): the name and the summary are checked here first, beside
// their fields; the server's refusal (not enough gems) shows under the form.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { groupsApi } from '../../api/groupsApi.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { CategoryChoices } from './CategoryChoices.tsx';
import { MAX_GUILD_SUMMARY, useGuildDraftCheck } from './guildDraft.ts';
import { sendChange } from '../../store/optimistic.ts';
import { afterMembershipChange } from './guildReads.ts';
import styles from './Social.module.css';

export function CreateGuildForm() {
  const { t } = useTranslation('social');
  const summaryId = useId();
  const navigate = useNavigate();
  const form = useFormRequest();
  const [name, setName] = useState('');
  const [summary, setSummary] = useState('');
  const [privacy, setPrivacy] = useState<'public' | 'private'>('public');
  const [categories, setCategories] = useState<string[]>([]);
  const { nameError, summaryError, check } = useGuildDraftCheck(
    { name, summary },
    form.fieldErrors,
    t('guilds.create.required'),
  );
  const refusal = form.failure?.body?.message;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    const guild = await form.send(() =>
      sendChange({
        send: () =>
          groupsApi.create({ name: name.trim(), summary: summary.trim(), privacy, categories }),
        reread: afterMembershipChange,
      }),
    );
    if (!guild) return;
    void navigate(`/groups/guild/${guild._id}`);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormField
        label={t('guilds.create.name')}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={formStyles.field}>
        <label htmlFor={summaryId} className={formStyles.label}>
          {t('guilds.create.summary')}
        </label>
        <textarea
          id={summaryId}
          className={formStyles.textarea}
          value={summary}
          aria-invalid={summaryError ? true : undefined}
          aria-describedby={`${summaryId}-count${summaryError ? ` ${summaryId}-error` : ''}`}
          onChange={(event) => setSummary(event.target.value)}
        />
        <span id={`${summaryId}-count`} className={formStyles.hint}>
          {t('guilds.create.summaryHint', { count: summary.length, max: MAX_GUILD_SUMMARY })}
        </span>
        {summaryError && (
          <p id={`${summaryId}-error`} className={formStyles.error} role="alert">
            {summaryError}
          </p>
        )}
      </div>
      <fieldset className={styles.categories}>
        <legend>{t('guilds.create.privacy')}</legend>
        {(['public', 'private'] as const).map((choice) => (
          <label key={choice} className={formStyles.checkbox}>
            <input
              type="radio"
              name="privacy"
              checked={privacy === choice}
              onChange={() => setPrivacy(choice)}
            />
            {t(`guilds.create.${choice}`)}
          </label>
        ))}
      </fieldset>
      <CategoryChoices
        legend={t('guilds.create.categories')}
        chosen={categories}
        onChange={setCategories}
      />
      {refusal && !nameError && !summaryError && (
        <p className={formStyles.error} role="alert">
          {refusal}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.isSending}>
          {t('guilds.create.submit')}
        </button>
      </div>
    </form>
  );
}
