// Adding or changing a blocker: what it blocks (an IP address, an e-mail address or an x-client
// value), where (the whole site or payments), the value and a reason.
import { FormFailure } from '../../components/forms/FormFailure.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOCKER_AREAS,
  BLOCKER_TYPES,
  type Blocker,
  type BlockerArea,
  type BlockerFields,
  type BlockerType,
} from '../../api/adminApi.ts';
import { FormActions } from '../../components/forms/FormActions.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { TextAreaField } from '../../components/forms/TextAreaField.tsx';
import styles from './Admin.module.css';
import { blockerErrors, MAX_REASON, MAX_VALUE } from './blockerDraft.ts';

interface BlockerFormProps {
  /** The blocker being changed; none to add one. */
  blocker?: Blocker;
  onSave: (fields: BlockerFields) => Promise<unknown>;
  onCancel?: () => void;
}

function Choice<Option extends string>(props: {
  legend: string;
  options: readonly Option[];
  value: Option;
  label: (option: Option) => string;
  error?: string;
  onChange: (option: Option) => void;
}) {
  const name = useId();
  return (
    <fieldset className={`${formStyles.field} ${styles.choices}`}>
      <legend className={formStyles.label}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className={formStyles.checkbox}>
          <input
            type="radio"
            name={name}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />
          {props.label(option)}
        </label>
      ))}
      {props.error && (
        <p className={formStyles.error} role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

export function BlockerForm({ blocker, onSave, onCancel }: BlockerFormProps) {
  const { t } = useTranslation('admin');
  const form = useFormRequest();
  const [type, setType] = useState<BlockerType>(blocker?.type ?? 'ipaddress');
  const [area, setArea] = useState<BlockerArea>(blocker?.area ?? 'full');
  const [value, setValue] = useState(blocker?.value ?? '');
  const [reason, setReason] = useState(blocker?.reason ?? '');
  const [isChecked, setIsChecked] = useState(false);
  const fields: BlockerFields = { type, area, value: value.trim(), reason: reason.trim() || null };
  const checks = isChecked ? blockerErrors(fields) : {};
  const limits = { value: MAX_VALUE, reason: MAX_REASON };
  const errorOf = (field: 'value' | 'reason') => {
    const problem = checks[field];
    return problem
      ? t(`blockers.errors.${problem}`, { max: limits[field] })
      : form.fieldErrors[field];
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (Object.keys(blockerErrors(fields)).length > 0) return;
    const saved = await form.send(() => onSave(fields));
    if (saved === undefined || blocker) return;
    setValue('');
    setReason('');
    setIsChecked(false);
  }

  const title = blocker ? t('blockers.editTitle') : t('blockers.addTitle');
  return (
    <form
      aria-label={title}
      className={formStyles.form}
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
    >
      <Choice
        legend={t('blockers.type')}
        options={BLOCKER_TYPES}
        value={type}
        label={(option) => t(`blockers.types.${option}`)}
        error={form.fieldErrors['type']}
        onChange={setType}
      />
      <Choice
        legend={t('blockers.area')}
        options={BLOCKER_AREAS}
        value={area}
        label={(option) => t(`blockers.areas.${option}`)}
        error={form.fieldErrors['area']}
        onChange={setArea}
      />
      <FormField
        label={t('blockers.value')}
        value={value}
        error={errorOf('value')}
        onChange={(event) => setValue(event.target.value)}
      />
      <TextAreaField
        label={t('blockers.reason')}
        rows={2}
        value={reason}
        error={errorOf('reason')}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormFailure form={form} />
      <FormActions
        submitLabel={blocker ? t('blockers.save') : t('blockers.add')}
        isSending={form.isSending}
        onCancel={onCancel}
      />
    </form>
  );
}
