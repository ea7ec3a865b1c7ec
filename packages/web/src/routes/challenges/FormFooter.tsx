import { FormActions } from '../../components/forms/FormActions.tsx';
import type { useFormRequest } from '../../components/forms/useFormRequest.ts';
import styles from './Challenges.module.css';

interface FormFooterProps {
  form: ReturnType<typeof useFormRequest>;
  submitLabel: string;
  onCancel?: () => void;
}

/**
 * The end of a form: the server's refusal (unless it is already shown beside the fields), the
 * submit button, and Cancel for a form in a dialog.
 */
export function FormFooter({ form, submitLabel, onCancel }: FormFooterProps) {
  const refusal = form.failure?.body?.message;
  return (
    <>
      {refusal && Object.keys(form.fieldErrors).length === 0 && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      <FormActions submitLabel={submitLabel} isSending={form.isSending} onCancel={onCancel} />
    </>
  );
}
