// "Are you sure?" before reporting (with an optional comment) or deleting a message.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';
import { ReportDialog, type ReportWords } from '../../../components/ReportDialog.tsx';
import styles from './Chat.module.css';

interface DialogProps {
  isBusy: boolean;
  onCancel: () => void;
}

/** The shared report dialog in the words for a message (group chat or private). */
export function ReportMessageDialog(props: {
  isBusy: boolean;
  onReport: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('social');
  const words: ReportWords = {
    title: t('chat.reportTitle'),
    explain: t('chat.reportExplain'),
    commentLabel: t('chat.reportComment'),
    confirm: t('chat.reportConfirm'),
  };
  return <ReportDialog words={words} {...props} />;
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
