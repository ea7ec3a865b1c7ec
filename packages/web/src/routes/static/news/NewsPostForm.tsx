// Writing or changing a news post (staff with `news`): title, Markdown text, credits, publish
// date and whether it is published. Checks and the server's refusals show beside their fields.
import { FormFailure } from '../../../components/forms/FormFailure.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsPost, NewsPostFields } from '../../../api/newsApi.ts';
import { CheckboxField } from '../../../components/forms/CheckboxField.tsx';
import { FormActions } from '../../../components/forms/FormActions.tsx';
import { FormField } from '../../../components/forms/FormField.tsx';
import formStyles from '../../../components/forms/Form.module.css';
import { TextAreaField } from '../../../components/forms/TextAreaField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import styles from './News.module.css';
import {
  draftOf,
  fieldsOf,
  newsDraftErrors,
  newsLimits,
  type NewsDraft,
  type NewsField,
} from './newsDraft.ts';

interface NewsPostFormProps {
  /** The post being changed; none to write a new one. */
  post?: NewsPost;
  onSave: (fields: NewsPostFields) => Promise<unknown>;
  onCancel?: () => void;
}

export function NewsPostForm({ post, onSave, onCancel }: NewsPostFormProps) {
  const { t } = useTranslation('news');
  const form = useFormRequest();
  const [draft, setDraft] = useState<NewsDraft>(() => draftOf(post, new Date()));
  const [isChecked, setIsChecked] = useState(false);
  const checks = isChecked ? newsDraftErrors(draft) : {};
  const change = (changes: Partial<NewsDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const errorOf = (field: NewsField) => {
    const problem = checks[field];
    if (!problem) return form.fieldErrors[field];
    return t(`errors.${problem}`, { max: field === 'publishDate' ? 0 : newsLimits[field] });
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (Object.keys(newsDraftErrors(draft)).length > 0) return;
    const saved = await form.send(() => onSave(fieldsOf(draft)));
    if (saved === undefined || post) return;
    setDraft(draftOf(undefined, new Date()));
    setIsChecked(false);
  }

  const title = post ? t('form.editTitle', { title: post.title }) : t('form.writeTitle');
  return (
    <form
      aria-label={title}
      className={`${formStyles.form} ${styles.form}`}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField
        label={t('form.title')}
        value={draft.title}
        error={errorOf('title')}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextAreaField
        label={t('form.text')}
        rows={8}
        value={draft.text}
        hint={t('form.textHint', { count: draft.text.length, max: newsLimits.text })}
        error={errorOf('text')}
        onChange={(event) => change({ text: event.target.value })}
      />
      <FormField
        label={t('form.credits')}
        value={draft.credits}
        hint={t('form.creditsHint')}
        error={errorOf('credits')}
        onChange={(event) => change({ credits: event.target.value })}
      />
      <FormField
        label={t('form.publishDate')}
        type="datetime-local"
        value={draft.publishDate}
        error={errorOf('publishDate')}
        onChange={(event) => change({ publishDate: event.target.value })}
      />
      <CheckboxField
        label={t('form.published')}
        checked={draft.published}
        onChange={(event) => change({ published: event.target.checked })}
      />
      <FormFailure form={form} />
      <FormActions
        submitLabel={post ? t('form.save') : t('form.create')}
        isSending={form.isSending}
        onCancel={onCancel}
      />
    </form>
  );
}
