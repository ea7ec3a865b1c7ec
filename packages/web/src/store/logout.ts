import { browser } from '../browser.ts';

// After clearing the stored session the browser goes to /logout-server, which sends it home, or to
// login when the logout was forced.
export function logoutServerPath(redirectToLogin: boolean): string {
  return redirectToLogin ? '/logout-server?redirectToLogin=true' : '/logout-server';
}

/** Shown once by the login page after a logout forced by a suspended account. */
export const suspendedMessageKey = 'questlog-suspended-message';

export function leaveAfterLogout(redirectToLogin: boolean, suspendedMessage?: string): void {
  if (suspendedMessage) sessionStorage.setItem(suspendedMessageKey, suspendedMessage);
  browser.leaveTo(logoutServerPath(redirectToLogin));
}

export function takeSuspendedMessage(): string | null {
  const message = sessionStorage.getItem(suspendedMessageKey);
  sessionStorage.removeItem(suspendedMessageKey);
  return message;
}
