import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';

/** Buying gems with money is not part of this build: the modal says so (issue 7). */
export function GemsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shops');
  return (
    <Modal title={t('gems.title')} onClose={onClose}>
      <p>{t('gems.notConfigured')}</p>
    </Modal>
  );
}
