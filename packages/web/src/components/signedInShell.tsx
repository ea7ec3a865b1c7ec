// The shell's parts only a signed-in player sees, but the navigation (which must not arrive late):
// the invitation and news banners, the server's drop notices. One chunk, loaded
// when a session starts (routes/lazyPages.tsx `signedInParts`), so the login page does not carry
// them (issue 19.10).
import { useEffect } from 'react';
import { watchServerNotices } from '../store/serverNotices.ts';

export { NewsBanner } from './news/NewsBanner.tsx';
export { WaitingBanners } from './party/WaitingBanners.tsx';
export { UndoNotice } from './undo/UndoNotice.tsx';

/** Shows the server's lasting notifications once each while mounted (store/serverNotices). */
export function ServerNotices() {
  useEffect(() => watchServerNotices(), []);
  return null;
}
