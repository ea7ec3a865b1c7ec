import { useTranslation } from 'react-i18next';
import formStyles from '../../components/forms/Form.module.css';
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
  const { t } = useTranslation('challenges');
  const refusal = form.failure?.body?.message;
  return (
    <>
      {refusal && Object.keys(form.fieldErrors).length === 0 && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.isSending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </>
  );
}
