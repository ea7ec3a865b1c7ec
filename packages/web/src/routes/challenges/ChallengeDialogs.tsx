// The challenge page's questions: leave (keep or remove my copies) and report
// (POST /api/v3/challenges/:id/flag with an optional comment).
import { useTranslation } from 'react-i18next';
import type { KeepAll } from '../../api/challengesApi.ts';
import { Modal } from '../../components/Modal.tsx';
import socialStyles from '../social/Social.module.css';
import {
  ReportDialog,
  type ReportDialogProps,
  type ReportWords,
} from '../../components/ReportDialog.tsx';

interface LeaveDialogProps {
  name: string;
  isBusy: boolean;
  onLeave: (keep: KeepAll) => void;
  onCancel: () => void;
}

export function LeaveChallengeDialog({ name, isBusy, onLeave, onCancel }: LeaveDialogProps) {
  const { t } = useTranslation('challenges');
  return (
    <Modal title={t('leave.title', { name })} onClose={onCancel}>
      <p>{t('leave.explain')}</p>
      <div className={socialStyles.actions}>
        <button
          type="button"
          className="button"
          disabled={isBusy}
          onClick={() => onLeave('keep-all')}
        >
          {t('leave.keep')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={isBusy}
          onClick={() => onLeave('remove-all')}
        >
          {t('leave.remove')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}

/** The shared report dialog in the words for a challenge. */
export function ReportChallengeDialog({
  name,
  ...props
}: Omit<ReportDialogProps, 'words'> & { name: string }) {
  const { t } = useTranslation('challenges');
  const words: ReportWords = {
    title: t('report.title', { name }),
    explain: t('report.explain'),
    commentLabel: t('report.comment'),
    confirm: t('report.confirm'),
  };
  return <ReportDialog words={words} {...props} />;
}
