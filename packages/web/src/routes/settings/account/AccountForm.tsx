import type { FormEvent, ReactNode } from 'react';
import styles from '../../../components/forms/Form.module.css';
import settingsStyles from '../Settings.module.css';

interface AccountFormProps {
  title: string;
  submitLabel: string;
  isSending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One account change: its fields and a submit button that shows it is busy. */
export function AccountForm({
  title,
  submitLabel,
  isSending,
  onSubmit,
  children,
}: AccountFormProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={title}>
      <h3 className={settingsStyles.subheading}>{title}</h3>
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A wrong current password comes back as a 401 without field errors: show it by the field. */
export function currentPasswordError(
  fieldErrors: Record<string, string>,
  failure: { status: number; message: string; body: unknown } | null,
): string | undefined {
  if (fieldErrors.password) return fieldErrors.password;
  return failure?.status === 401 && failure.body !== null ? failure.message : undefined;
}
