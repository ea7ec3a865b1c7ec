import { useTranslation } from 'react-i18next';
import styles from './Form.module.css';

interface FormActionsProps {
  submitLabel: string;
  /** Submitting is off while the form's request is on its way. */
  isSending?: boolean;
  /** Given, a Cancel button follows (a form in a dialog, or one standing in for an item). */
  onCancel?: () => void;
}

/** The end of a form: its submit button, and Cancel where the form can be left unsent. */
export function FormActions({ submitLabel, isSending = false, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={isSending}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </div>
  );
}
