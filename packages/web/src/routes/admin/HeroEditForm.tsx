// Editing a player from the user panel (PUT /hall/heroes/:heroId): contributor level and text,
// gems, chat sanctions, suspension and the staff's secret note. Each problem shows beside its
// field, whether the form or the server found it.
import { FormFailure } from '../../components/forms/FormFailure.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type Hero } from '../../api/adminApi.ts';
import { CheckboxField } from '../../components/forms/CheckboxField.tsx';
import { FormActions } from '../../components/forms/FormActions.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { TextAreaField } from '../../components/forms/TextAreaField.tsx';
import { adminReads } from './adminReads.ts';
import {
  draftErrors,
  draftOf,
  heroEditOf,
  MAX_TEXT,
  type HeroDraft,
  type HeroField,
} from './heroDraft.ts';
import { sendChange, withRead } from '../../store/optimistic.ts';
import { reloadReads } from '../../store/readsStore.ts';

type Flag = 'chatRevoked' | 'chatShadowMuted' | 'blocked';
const flags: { name: Flag; param: string }[] = [
  { name: 'chatRevoked', param: 'flags.chatRevoked' },
  { name: 'chatShadowMuted', param: 'flags.chatShadowMuted' },
  { name: 'blocked', param: 'auth.blocked' },
];

export function HeroEditForm({ hero, identifier }: { hero: Hero; identifier: string }) {
  const { t } = useTranslation('admin');
  const form = useFormRequest();
  const [draft, setDraft] = useState<HeroDraft>(() => draftOf(hero));
  const [isChecked, setIsChecked] = useState(false);
  const [isUnchanged, setIsUnchanged] = useState(false);
  const checks = isChecked ? draftErrors(draft) : {};
  const errorOf = (field: HeroField) => {
    const problem = checks[field];
    return problem ? t(`user.errors.${problem}`, { max: MAX_TEXT }) : form.fieldErrors[field];
  };
  const change = (part: Partial<HeroDraft>) => setDraft((current) => ({ ...current, ...part }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    setIsUnchanged(false);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    const edit = heroEditOf(hero, draft);
    if (Object.keys(edit).length === 0) return setIsUnchanged(true);
    const saved = await form.send(() =>
      sendChange({
        send: () => adminApi.updateHero(hero.id, edit),
        settle: (state, answer) => withRead(state, adminReads.hero(identifier), () => answer),
        // the edit is on the player's trail now
        reread: () => reloadReads(adminReads.history(hero.id)),
      }),
    );
    if (!saved) return;
    setDraft(draftOf(saved));
    setIsChecked(false);
    notify.success(t('user.saved'));
  }

  return (
    <form
      aria-label={t('user.editTitle')}
      className={formStyles.form}
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
    >
      <FormField
        label={t('user.contributorLevel')}
        hint={t('user.contributorLevelHint')}
        inputMode="numeric"
        value={draft.level}
        error={errorOf('contributor.level')}
        onChange={(event) => change({ level: event.target.value })}
      />
      <FormField
        label={t('user.contributorText')}
        value={draft.contributorText}
        error={errorOf('contributor.text')}
        onChange={(event) => change({ contributorText: event.target.value })}
      />
      <FormField
        label={t('user.gems')}
        inputMode="numeric"
        value={draft.gems}
        error={errorOf('balance')}
        onChange={(event) => change({ gems: event.target.value })}
      />
      {flags.map(({ name, param }) => (
        <CheckboxField
          key={name}
          label={t(`user.flags.${name}`)}
          checked={draft[name]}
          error={form.fieldErrors[param]}
          onChange={(event) => change({ [name]: event.target.checked })}
        />
      ))}
      <TextAreaField
        label={t('user.secret')}
        hint={t('user.secretHint')}
        rows={4}
        value={draft.secret}
        error={errorOf('secret.text')}
        onChange={(event) => change({ secret: event.target.value })}
      />
      {isUnchanged && <p role="status">{t('user.unchanged')}</p>}
      <FormFailure form={form} />
      <FormActions submitLabel={t('user.save')} isSending={form.isSending} />
    </form>
  );
}
