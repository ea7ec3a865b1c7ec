import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Modal } from '../../components/Modal.tsx';
import styles from './Party.module.css';

interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** "Are you sure?" before a step that cannot be undone (removing a member, aborting a quest). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('party');
  return (
    <Modal title={props.title} onClose={props.onCancel}>
      {props.children}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-danger"
          disabled={props.isBusy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={props.onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
