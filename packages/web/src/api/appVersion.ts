// The app reloads when the server's appVersion differs from the one recorded when the app loaded,
// for calls that ask for it (reload-on-change).
let loadedAppVersion: string | null = null;

/** Records the first version seen; answers whether this one means the app must reload. */
export function isAppVersionChanged(
  appVersion: string | undefined,
  reloadOnChange: boolean,
): boolean {
  if (appVersion === undefined) return false;
  if (loadedAppVersion === null) {
    loadedAppVersion = appVersion;
    return false;
  }
  return reloadOnChange && appVersion !== loadedAppVersion;
}

export function resetLoadedAppVersion(): void {
  loadedAppVersion = null;
}
