import { useEffect } from 'react';
import { applyTheme, useThemeStore, watchSystemTheme } from '../store/themeStore.ts';

/** Puts the chosen theme on <html data-theme>, following the device live for 'system'. */
export function useAppliedTheme(): void {
  const choice = useThemeStore((state) => state.choice);
  useEffect(() => {
    applyTheme(choice);
    if (choice !== 'system') return undefined;
    return watchSystemTheme(() => applyTheme('system'));
  }, [choice]);
}
