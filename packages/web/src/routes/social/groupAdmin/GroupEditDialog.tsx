// Editing a guild or a group plan (PUT /groups/:id): its name, summary and description; a guild
// also its categories and whether only the leader creates challenges. Privacy is shown, not
// offered: it is chosen when a guild is founded and never changes. Problems show beside their
// fields, the server's too.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../../api/groupsApi.ts';
import type { Guild } from '../../../api/socialTypes.ts';
import formStyles from '../../../components/forms/Form.module.css';
import { FormField } from '../../../components/forms/FormField.tsx';
import { TextAreaField } from '../../../components/forms/TextAreaField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { Modal } from '../../../components/Modal.tsx';
import { notify } from '../../../components/notifications/notify.ts';
import { CategoryChoices } from '../CategoryChoices.tsx';
import { MAX_GUILD_SUMMARY, useGuildDraftCheck } from '../guildDraft.ts';
import { sendChange } from '../../../store/optimistic.ts';
import { refreshGroup } from '../guildReads.ts';

interface GroupEditDialogProps {
  group: Guild;
  /** A guild's categories, privacy and challenge rule; a group plan has none of them. */
  isGuild: boolean;
  onClose: () => void;
}

export function GroupEditDialog({ group, isGuild, onClose }: GroupEditDialogProps) {
  const { t } = useTranslation('social');
  const form = useFormRequest();
  const [name, setName] = useState(group.name);
  // the title names the group as it was opened: the group read again after saving has the new name
  const [openedName] = useState(group.name);
  const [summary, setSummary] = useState(group.summary ?? '');
  const [description, setDescription] = useState(group.description ?? '');
  const [categories, setCategories] = useState(
    () => group.categories?.map(({ slug }) => slug) ?? [],
  );
  const [isLeaderOnly, setIsLeaderOnly] = useState(group.leaderOnly?.challenges === true);
  const { nameError, summaryError, check } = useGuildDraftCheck(
    { name, summary },
    form.fieldErrors,
    t('groupEdit.nameRequired'),
  );
  const refusal = form.failure?.body?.message;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    const isSaved = await form.send(async () => {
      await sendChange({
        send: () =>
          groupsApi.update(group._id, {
            name: name.trim(),
            summary: summary.trim(),
            description,
            ...(isGuild ? { categories, leaderOnly: { challenges: isLeaderOnly } } : {}),
          }),
        reread: () => refreshGroup(group._id),
      });
      return true as const;
    });
    if (!isSaved) return;
    notify.success(t('groupEdit.saved', { name: name.trim() }));
    onClose();
  }

  return (
    <Modal title={t('groupEdit.title', { name: openedName })} onClose={onClose}>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          label={t('groupEdit.name')}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={t('guilds.create.summary')}
          value={summary}
          error={summaryError}
          hint={t('guilds.create.summaryHint', { count: summary.length, max: MAX_GUILD_SUMMARY })}
          onChange={(event) => setSummary(event.target.value)}
        />
        <TextAreaField
          label={t('groupEdit.description')}
          value={description}
          error={form.fieldErrors['description']}
          hint={t('groupEdit.descriptionHint')}
          onChange={(event) => setDescription(event.target.value)}
        />
        {isGuild && (
          <>
            <CategoryChoices
              legend={t('guilds.create.categories')}
              chosen={categories}
              onChange={setCategories}
            />
            <p>
              <strong>{t('guilds.create.privacy')}:</strong>{' '}
              {t(group.privacy === 'public' ? 'guilds.create.public' : 'guilds.create.private')}.{' '}
              {t('groupEdit.privacyFixed')}
            </p>
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={isLeaderOnly}
                onChange={(event) => setIsLeaderOnly(event.target.checked)}
              />
              {t('groupEdit.leaderOnlyChallenges')}
            </label>
          </>
        )}
        {refusal && !nameError && !summaryError && (
          <p className={formStyles.error} role="alert">
            {refusal}
          </p>
        )}
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={form.isSending}>
            {t('groupEdit.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
