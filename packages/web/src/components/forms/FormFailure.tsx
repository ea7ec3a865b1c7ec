import styles from './Form.module.css';
import type { useFormRequest } from './useFormRequest.ts';

/** The server's refusal under a form, unless its errors already stand beside the fields. */
export function FormFailure({ form }: { form: ReturnType<typeof useFormRequest> }) {
  const hasFieldErrors = Object.keys(form.fieldErrors).length > 0;
  if (!form.failure || hasFieldErrors) return null;
  return (
    <p className={styles.error} role="alert">
      {form.failure.message}
    </p>
  );
}
