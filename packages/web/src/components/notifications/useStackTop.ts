import { useEffect, useState } from 'react';
import { useBannerStore, visibleBannerHeight } from '../../store/bannerStore.ts';
import { throttle } from '../../utils/throttle.ts';
import { stackTop } from './stackPosition.ts';
import { scrollThrottleMs } from './stackTiming.ts';

/** The stack's top offset in px, following the scroll position (updates throttled to 16 ms). */
export function useStackTop(): number {
  const bannerHeight = useBannerStore(visibleBannerHeight);
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  useEffect(() => {
    const update = throttle(() => setScrollY(window.scrollY), scrollThrottleMs);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);
  return stackTop(bannerHeight, scrollY);
}
