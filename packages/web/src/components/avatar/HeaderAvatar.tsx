// The avatar in the character strip above the tasks; inside the app's router it is a link that
// opens the customisation editor.
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { LazyAvatar } from './LazyAvatar.tsx';
import type { AvatarLook } from './avatarLayers.ts';
import styles from './HeaderAvatar.module.css';

export function HeaderAvatar({ look, name }: { look: AvatarLook; name: string }) {
  const { t } = useTranslation('avatar');
  const isInRouter = useInRouterContext();
  const picture = <LazyAvatar look={look} name={name} width={112} className={styles.avatar} />;
  if (!isInRouter) return picture;
  return (
    <Link to="/user/avatar" className={styles.link} title={t('edit')}>
      {picture}
    </Link>
  );
}
