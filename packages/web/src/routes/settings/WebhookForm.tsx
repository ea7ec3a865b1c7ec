// Adding or editing one webhook: its URL, label, type and the options of that type; the server's
// refusals beside their fields, or under the form.
import { FormFailure } from '../../components/forms/FormFailure.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_BOOLEAN_OPTIONS,
  WEBHOOK_TYPES,
  type Webhook,
  type WebhookFields,
} from '../../api/accountApi.ts';
import { CheckboxField } from '../../components/forms/CheckboxField.tsx';
import { FormActions } from '../../components/forms/FormActions.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';

interface WebhookFormProps {
  /** The hook being edited; none to add one. */
  hook?: Webhook;
  onSave: (fields: WebhookFields) => Promise<unknown>;
  onCancel?: () => void;
}

const booleanOptionsOf = (type: string): readonly string[] =>
  type in WEBHOOK_BOOLEAN_OPTIONS
    ? WEBHOOK_BOOLEAN_OPTIONS[type as keyof typeof WEBHOOK_BOOLEAN_OPTIONS]
    : [];

/** The options sent for `type`: its booleans as chosen, or the group it listens to. */
function optionsFor(type: string, chosen: Record<string, unknown>, groupId: string) {
  if (type === 'groupChatReceived') return { groupId: groupId.trim() };
  return Object.fromEntries(booleanOptionsOf(type).map((name) => [name, chosen[name] === true]));
}

export function WebhookForm({ hook, onSave, onCancel }: WebhookFormProps) {
  const { t } = useTranslation('settings');
  const form = useFormRequest();
  const typeId = useId();
  const [url, setUrl] = useState(hook?.url ?? '');
  const [label, setLabel] = useState(hook?.label ?? '');
  const [type, setType] = useState<string>(hook?.type ?? 'taskActivity');
  const [enabled, setEnabled] = useState(hook?.enabled ?? true);
  const [chosen, setChosen] = useState<Record<string, unknown>>(hook?.options ?? { scored: true });
  const [groupId, setGroupId] = useState(
    typeof hook?.options['groupId'] === 'string' ? hook.options['groupId'] : '',
  );
  const [isChecked, setIsChecked] = useState(false);
  const needsGroup = type === 'groupChatReceived';
  const urlError = isChecked && !url.trim() ? t('webhooks.urlRequired') : form.fieldErrors['url'];
  const groupError =
    isChecked && needsGroup && !groupId.trim()
      ? t('webhooks.groupIdRequired')
      : form.fieldErrors['groupId'];

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!url.trim() || (needsGroup && !groupId.trim())) return;
    const saved = await form.send(() =>
      onSave({
        url: url.trim(),
        label: label.trim(),
        type,
        enabled,
        options: optionsFor(type, chosen, groupId),
      }),
    );
    if (saved === undefined || hook) return;
    setUrl('');
    setLabel('');
    setIsChecked(false);
  }

  const title = hook ? t('webhooks.editTitle') : t('webhooks.addTitle');
  return (
    <form
      aria-label={title}
      className={formStyles.form}
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
    >
      <FormField
        label={t('webhooks.url')}
        type="url"
        value={url}
        error={urlError}
        onChange={(event) => setUrl(event.target.value)}
      />
      <FormField
        label={t('webhooks.label')}
        value={label}
        maxLength={200}
        error={form.fieldErrors['label']}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className={formStyles.field}>
        <label htmlFor={typeId} className={formStyles.label}>
          {t('webhooks.type')}
        </label>
        <select
          id={typeId}
          className={formStyles.select}
          value={type}
          onChange={(event) => setType(event.target.value)}
        >
          {WEBHOOK_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`webhooks.types.${option}`)}
            </option>
          ))}
          {!(WEBHOOK_TYPES as readonly string[]).includes(type) && (
            <option value={type}>{t('webhooks.types.globalActivity')}</option>
          )}
        </select>
        {form.fieldErrors['type'] && (
          <p className={formStyles.error} role="alert">
            {form.fieldErrors['type']}
          </p>
        )}
      </div>
      {needsGroup ? (
        <FormField
          label={t('webhooks.groupId')}
          value={groupId}
          error={groupError}
          onChange={(event) => setGroupId(event.target.value)}
        />
      ) : (
        booleanOptionsOf(type).length > 0 && (
          <fieldset className={formStyles.field}>
            <legend className={formStyles.label}>{t('webhooks.options')}</legend>
            {booleanOptionsOf(type).map((name) => (
              <label key={name} className={formStyles.checkbox}>
                <input
                  type="checkbox"
                  checked={chosen[name] === true}
                  onChange={(event) => setChosen({ ...chosen, [name]: event.target.checked })}
                />
                {t(`webhooks.optionNames.${name}` as 'webhooks.optionNames.scored')}
              </label>
            ))}
          </fieldset>
        )
      )}
      <CheckboxField
        label={t('webhooks.enabled')}
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <FormFailure form={form} />
      <FormActions
        submitLabel={hook ? t('webhooks.save') : t('webhooks.add')}
        isSending={form.isSending}
        onCancel={onCancel}
      />
    </form>
  );
}
