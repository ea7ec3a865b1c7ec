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
