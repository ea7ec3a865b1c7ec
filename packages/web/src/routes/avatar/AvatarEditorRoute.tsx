// The avatar modal over the tasks screen; the editor (and the catalogue it needs) loads lazily.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { TasksPage } from '../tasks/TasksPage.tsx';

const AvatarEditor = lazy(() =>
  import('./AvatarEditor.tsx').then((module) => ({ default: module.AvatarEditor })),
);

export function AvatarEditorRoute() {
  const { t } = useTranslation('avatar');
  const navigate = useNavigate();
  return (
    <>
      <TasksPage />
      <Modal title={t('editorTitle')} onClose={() => void navigate('/')}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <AvatarEditor />
        </Suspense>
      </Modal>
    </>
  );
}
