// The new-stuff banner: shown under the header while the player's newest post is unread
// (flags.newStuff). Its code and text load only then, so the first screen stays small.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { hasNewStuff } from '../../store/newsFlags.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

export const newsPath = '/static/new-stuff';

const NewsBannerContent = lazy(() =>
  import('./NewsBannerContent.tsx').then((module) => ({ default: module.NewsBannerContent })),
);

export function NewsBanner() {
  const { pathname } = useLocation();
  const isUnread = useSessionStore((state) => state.status !== 'anonymous' && hasNewStuff(state));
  // the news page itself marks the news read
  if (!isUnread || pathname === newsPath) return null;
  return (
    <Suspense fallback={null}>
      <NewsBannerContent />
    </Suspense>
  );
}
