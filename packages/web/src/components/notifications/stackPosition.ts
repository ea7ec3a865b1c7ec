import { stackBaseOffsetPx } from './stackTiming.ts';

// The stack sits 56 px below the top plus the visible banners; it is fixed to the viewport and
// follows scrolling, rising as the header and banners scroll away, never above 0.
export function stackTop(bannerHeight: number, scrollY: number): number {
  return Math.max(0, stackBaseOffsetPx + bannerHeight - scrollY);
}
