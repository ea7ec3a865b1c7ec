// A session-storage flag set after a password reset; at startup, when it is 'true', it is cleared
// and a success notice is shown.
export const passwordChangeKey = 'questlog-password-change-success';

export function markPasswordChanged(): void {
  sessionStorage.setItem(passwordChangeKey, 'true');
}

/** Clears the flag and answers whether it was set. */
export function takePasswordChanged(): boolean {
  const isSet = sessionStorage.getItem(passwordChangeKey) === 'true';
  if (isSet) sessionStorage.removeItem(passwordChangeKey);
  return isSet;
}
