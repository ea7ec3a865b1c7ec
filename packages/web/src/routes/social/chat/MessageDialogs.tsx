// "Are you sure?" before reporting (with an optional comment, social.md §4.5) or deleting a message.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';
import styles from './Chat.module.css';

interface DialogProps {
  isBusy: boolean;
  onCancel: () => void;
}

export function ReportDialog({
  isBusy,
  onCancel,
  onReport,
}: DialogProps & {
  onReport: (comment: string) => void;
}) {
  const { t } = useTranslation('social');
  const id = useId();
  const [comment, setComment] = useState('');
  return (
    <Modal title={t('chat.reportTitle')} onClose={onCancel}>
      <p>{t('chat.reportExplain')}</p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.composerLabel}>
          {t('chat.reportComment')}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          value={comment}
          maxLength={1000}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-danger"
          disabled={isBusy}
          onClick={() => onReport(comment)}
        >
          {t('chat.reportConfirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}

export function DeleteDialog({
  isBusy,
  onCancel,
  onDelete,
}: DialogProps & {
  onDelete: () => void;
}) {
  const { t } = useTranslation('social');
  return (
    <Modal title={t('chat.deleteTitle')} onClose={onCancel}>
      <p>{t('chat.deleteExplain')}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-danger" disabled={isBusy} onClick={onDelete}>
          {t('chat.deleteConfirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
