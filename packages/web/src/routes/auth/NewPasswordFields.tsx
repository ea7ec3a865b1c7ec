import type { ChangeEventHandler } from 'react';
import { FormField } from '../../components/forms/FormField.tsx';
import { PasswordRules } from './PasswordRules.tsx';

interface NewPasswordFieldsProps {
  /** The API's name for the new password (`password` at sign-up, `newPassword` elsewhere). */
  name: 'password' | 'newPassword';
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange: ChangeEventHandler<HTMLInputElement>;
  onConfirmationChange: ChangeEventHandler<HTMLInputElement>;
  /** The form's errors, by the API's names (the confirmation's is `confirmPassword`). */
  fieldErrors: Record<string, string>;
}

/** A new password and its confirmation, with the rules ticked off under the first. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={props.labels.password}
        name={props.name}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPasswordChange}
        error={props.fieldErrors[props.name]}
        hint={<PasswordRules password={props.password} confirmation={props.confirmation} />}
      />
      <FormField
        label={props.labels.confirmation}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onChange={props.onConfirmationChange}
        error={props.fieldErrors.confirmPassword}
      />
    </>
  );
}
