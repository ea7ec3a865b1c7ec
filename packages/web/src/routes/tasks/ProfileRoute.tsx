import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { TasksPage } from './TasksPage.tsx';

export type ProfilePage = 'profile' | 'stats' | 'achievements';

// seed 000 §2: on /profile/{userId} a #stats or #achievements hash picks the starting page.
export function profilePageFromHash(hash: string): ProfilePage {
  if (hash === '#stats') return 'stats';
  if (hash === '#achievements') return 'achievements';
  return 'profile';
}

/**
 * Profiles are modals over the tasks screen, not pages: a cold load shows tasks with the
 * profile open on top, and leaving the route closes it.
 */
export function ProfileRoute({ page }: { page?: ProfilePage }) {
  const { t } = useTranslation('titles');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const shownPage = page ?? profilePageFromHash(hash);
  return (
    <>
      <TasksPage />
      <Modal title={t(shownPage)} onClose={() => void navigate('/')} />
    </>
  );
}
