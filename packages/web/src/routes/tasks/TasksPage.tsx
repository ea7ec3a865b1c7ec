import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Modal } from '../../components/Modal.tsx';

export function TasksPage() {
  const { t } = useTranslation('titles');
  const [searchParams, setSearchParams] = useSearchParams();
  // seed 000 §2: the tasks route with openGemsModal=true opens the buy-gems modal after load.
  const isGemsModalOpen = searchParams.get('openGemsModal') === 'true';

  function handleCloseGems() {
    const next = new URLSearchParams(searchParams);
    next.delete('openGemsModal');
    setSearchParams(next, { replace: true });
  }

  return (
    <>
      {/* its own title: profile routes show this screen under their modal */}
      <h1>{t('tasks')}</h1>
      {isGemsModalOpen && <Modal title={t('buyGems')} onClose={handleCloseGems} />}
    </>
  );
}
