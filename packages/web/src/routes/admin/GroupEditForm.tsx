// Editing any group as staff (PUT /admin/groups/:groupId): the texts, leader, chat length,
// leader-only rules, guild categories and gem bank the server's schema accepts. Problems show
// beside their fields, whether the form or the server found them.
import { FormFailure } from '../../components/forms/FormFailure.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminGroup } from '../../api/adminApi.ts';
import { CheckboxField } from '../../components/forms/CheckboxField.tsx';
import { FormActions } from '../../components/forms/FormActions.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { TextAreaField } from '../../components/forms/TextAreaField.tsx';
import { adminReads } from './adminReads.ts';
import {
  GROUP_LIMITS,
  groupDraftErrors,
  groupDraftOf,
  groupEditOf,
  TEXT_LIMITS,
  type GroupDraft,
  type GroupField,
} from './groupDraft.ts';
import { sendChange, withRead } from '../../store/optimistic.ts';

const textFields = ['name', 'summary', 'logo'] as const;
const longTextFields = ['description', 'leaderMessage'] as const;
const checkboxes = [
  { name: 'bannedWordsAllowed', param: 'bannedWordsAllowed' },
  { name: 'leaderOnlyChallenges', param: 'leaderOnly.challenges' },
  { name: 'leaderOnlyGetGems', param: 'leaderOnly.getGems' },
] as const;

export function GroupEditForm({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('admin');
  const form = useFormRequest();
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraftOf(group));
  const [isChecked, setIsChecked] = useState(false);
  const [isUnchanged, setIsUnchanged] = useState(false);
  const checks = isChecked ? groupDraftErrors(draft) : {};
  const errorOf = (field: GroupField) => {
    const problem = checks[field];
    if (!problem) return form.fieldErrors[field];
    // A text's own bound replaces the chat length's `max`.
    const textLimit =
      field in TEXT_LIMITS ? { max: TEXT_LIMITS[field as keyof typeof TEXT_LIMITS] } : {};
    return t(`group.errors.${problem}`, { ...GROUP_LIMITS, ...textLimit });
  };
  const change = (part: Partial<GroupDraft>) => setDraft((current) => ({ ...current, ...part }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    setIsUnchanged(false);
    if (Object.keys(groupDraftErrors(draft)).length > 0) return;
    const edit = groupEditOf(group, draft);
    if (Object.keys(edit).length === 0) return setIsUnchanged(true);
    const saved = await form.send(() =>
      sendChange({
        send: () => adminApi.updateGroup(group.id, edit),
        settle: (state, answer) => withRead(state, adminReads.group(group.id), () => answer),
      }),
    );
    if (!saved) return;
    setDraft(groupDraftOf(saved));
    setIsChecked(false);
    notify.success(t('group.saved'));
  }

  return (
    <form
      aria-label={t('group.editTitle')}
      className={formStyles.form}
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
    >
      {textFields.map((field) => (
        <FormField
          key={field}
          label={t(`group.fields.${field}`)}
          value={draft[field]}
          error={errorOf(field)}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      ))}
      {longTextFields.map((field) => (
        <TextAreaField
          key={field}
          label={t(`group.fields.${field}`)}
          rows={4}
          value={draft[field]}
          error={errorOf(field)}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      ))}
      <FormField
        label={t('group.fields.leader')}
        hint={t('group.leaderHint')}
        value={draft.leader}
        error={errorOf('leader')}
        onChange={(event) => change({ leader: event.target.value })}
      />
      <FormField
        label={t('group.fields.chatLimitCount')}
        hint={t('group.chatLimitHint', GROUP_LIMITS)}
        inputMode="numeric"
        value={draft.chatLimitCount}
        error={errorOf('chatLimitCount')}
        onChange={(event) => change({ chatLimitCount: event.target.value })}
      />
      {group.type === 'guild' && (
        <FormField
          label={t('group.fields.categories')}
          hint={t('group.categoriesHint')}
          value={draft.categories}
          error={errorOf('categories')}
          onChange={(event) => change({ categories: event.target.value })}
        />
      )}
      <FormField
        label={t('group.fields.gems')}
        inputMode="numeric"
        value={draft.gems}
        error={errorOf('balance')}
        onChange={(event) => change({ gems: event.target.value })}
      />
      {checkboxes.map(({ name, param }) => (
        <CheckboxField
          key={name}
          label={t(`group.fields.${name}`)}
          checked={draft[name]}
          error={form.fieldErrors[param]}
          onChange={(event) => change({ [name]: event.target.checked })}
        />
      ))}
      {isUnchanged && <p role="status">{t('group.unchanged')}</p>}
      <FormFailure form={form} />
      <FormActions submitLabel={t('group.save')} isSending={form.isSending} />
    </form>
  );
}
