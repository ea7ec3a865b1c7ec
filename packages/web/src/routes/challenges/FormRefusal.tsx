import type { useFormRequest } from '../../components/forms/useFormRequest.ts';
import styles from './Challenges.module.css';

/** The server's refusal under a form, unless it is already shown beside the fields. */
export function FormRefusal({ form }: { form: ReturnType<typeof useFormRequest> }) {
  const message = form.failure?.body?.message;
  if (!message || Object.keys(form.fieldErrors).length > 0) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
