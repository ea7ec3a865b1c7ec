import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/forms/FormField.tsx';
import type { useFormRequest } from '../../../components/forms/useFormRequest.ts';

interface CurrentPasswordFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** The form's request, whose refusal of a wrong password shows by this field. */
  form: Pick<ReturnType<typeof useFormRequest>, 'fieldErrors' | 'failure'>;
}

/** The current password an account change asks for. */
export function CurrentPasswordField({ value, onChange, form }: CurrentPasswordFieldProps) {
  const { t } = useTranslation('settings');
  return (
    <FormField
      label={t('account.currentPassword')}
      name="password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={currentPasswordError(form.fieldErrors, form.failure)}
    />
  );
}

/** A wrong current password comes back as a 401 without field errors: show it by the field. */
function currentPasswordError(
  fieldErrors: Record<string, string>,
  failure: { status: number; message: string; body: unknown } | null,
): string | undefined {
  if (fieldErrors.password) return fieldErrors.password;
  return failure?.status === 401 && failure.body !== null ? failure.message : undefined;
}
