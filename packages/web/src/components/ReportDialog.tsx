// "Are you sure?" before a report — a chat message, a private message, a challenge — with an
// optional comment for the moderators. Each caller gives its own words.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from './forms/Form.module.css';
import { TextAreaField } from './forms/TextAreaField.tsx';
import { Modal } from './Modal.tsx';

export interface ReportWords {
  title: string;
  explain: string;
  commentLabel: string;
  confirm: string;
}

export interface ReportDialogProps {
  words: ReportWords;
  isBusy: boolean;
  onReport: (comment: string) => void;
  onCancel: () => void;
}

export function ReportDialog({ words, isBusy, onReport, onCancel }: ReportDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <Modal title={words.title} onClose={onCancel}>
      <p>{words.explain}</p>
      <TextAreaField
        label={words.commentLabel}
        value={comment}
        maxLength={1000}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button button-danger"
          disabled={isBusy}
          onClick={() => onReport(comment)}
        >
          {words.confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
