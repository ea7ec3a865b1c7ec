import { create } from 'zustand';

// Banner heights are tracked for these banners; hiding one is remembered for the session.
export const bannerNames = [
  'chatWarning',
  'damagePaused',
  'giftPromo',
  'gemsPromo',
  'privacy',
] as const;
export type BannerName = (typeof bannerNames)[number];

const hiddenKey = (name: BannerName) => `questlog-banner-hidden-${name}`;

interface BannerState {
  heights: Partial<Record<BannerName, number>>;
  hidden: Partial<Record<BannerName, boolean>>;
  setHeight(name: BannerName, height: number): void;
  hide(name: BannerName): void;
  restore(): void;
}

function hiddenFromSession(): Partial<Record<BannerName, boolean>> {
  return Object.fromEntries(
    bannerNames.map((name) => [name, sessionStorage.getItem(hiddenKey(name)) === 'true']),
  );
}

export const useBannerStore = create<BannerState>()((set) => ({
  heights: {},
  hidden: hiddenFromSession(),
  setHeight: (name, height) => set((state) => ({ heights: { ...state.heights, [name]: height } })),
  hide: (name) => {
    sessionStorage.setItem(hiddenKey(name), 'true');
    set((state) => ({ hidden: { ...state.hidden, [name]: true } }));
  },
  restore: () => set({ heights: {}, hidden: hiddenFromSession() }),
}));

/** The total height of the banners on screen. */
export function visibleBannerHeight(state: Pick<BannerState, 'heights' | 'hidden'>): number {
  return bannerNames.reduce(
    (total, name) => total + (state.hidden[name] ? 0 : (state.heights[name] ?? 0)),
    0,
  );
}
