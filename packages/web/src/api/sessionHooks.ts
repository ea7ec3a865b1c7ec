import type { ServerNotification } from './envelope.ts';

/**
 * What the request layer needs from the session store. The store registers itself, so the
 * request layer never imports it (the store imports the request layer).
 */
export interface SessionHooks {
  /** The stored user version (`_v`), or null while the user is not loaded. */
  userVersion(): number | null;
  setUserVersion(version: number): void;
  /** Refetch the user and the tasks. */
  resync(): void;
  removedNotificationIds(): ReadonlySet<string>;
  setNotifications(notifications: ServerNotification[]): void;
  logOut(options: { redirectToLogin: boolean; suspendedMessage?: string }): void;
}

const noSession: SessionHooks = {
  userVersion: () => null,
  setUserVersion: () => {},
  resync: () => {},
  removedNotificationIds: () => new Set(),
  setNotifications: () => {},
  logOut: () => {},
};

let hooks: SessionHooks = noSession;

export function setSessionHooks(next: SessionHooks | null): void {
  hooks = next ?? noSession;
}

export function sessionHooks(): SessionHooks {
  return hooks;
}
