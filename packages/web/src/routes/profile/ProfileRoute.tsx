// Profiles are modals over the tasks screen, not pages: a cold load shows tasks with the profile
// open on top, and leaving the route closes it. The view and the catalogue it reads load lazily.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { TasksPage } from '../tasks/TasksPage.tsx';

export type ProfilePage = 'profile' | 'stats' | 'achievements';

// On /profile/{userId} a #stats or #achievements hash picks the starting page.
export function profilePageFromHash(hash: string): ProfilePage {
  if (hash === '#stats') return 'stats';
  if (hash === '#achievements') return 'achievements';
  return 'profile';
}

const ProfileView = lazy(() =>
  import('./ProfileView.tsx').then((module) => ({ default: module.ProfileView })),
);

export function ProfileRoute({ page }: { page?: ProfilePage }) {
  const { t } = useTranslation('titles');
  const { t: tProfile } = useTranslation('profile');
  const { hash } = useLocation();
  const { userId } = useParams();
  const navigate = useNavigate();
  const [shownPage, setShownPage] = useState<ProfilePage>(page ?? profilePageFromHash(hash));
  return (
    <>
      <TasksPage />
      <Modal title={t(shownPage)} onClose={() => void navigate('/')}>
        <Suspense fallback={<p role="status">{tProfile('loading')}</p>}>
          <ProfileView userId={userId} page={shownPage} onPageChange={setShownPage} />
        </Suspense>
      </Modal>
    </>
  );
}
