import { useId, type TextareaHTMLAttributes } from 'react';
import formStyles from './Form.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled textarea with its hint (a character count) and its error beside it. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={formStyles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint && (
        <span id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
