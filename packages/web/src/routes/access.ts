import type { Permission, User } from '../api/types.ts';
import type { SessionStatus } from '../store/sessionStore.ts';

export type Access =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'anonymousOnly' }
  | { kind: 'permission'; anyOf: Permission[] };

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

export interface AccessSession {
  status: SessionStatus;
  user: User | null;
}

export const homePath = '/static/home';
export const tasksPath = '/';

// The fullAccess permission passes every permission check.
export function hasPermission(user: User | null, permission: Permission): boolean {
  const permissions = user?.permissions ?? {};
  return permissions.fullAccess === true || permissions[permission] === true;
}

/** A redirectTo query value we may follow: a path on this site, never another origin. */
export function safeRedirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirectTo');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  return target;
}

function homeFor(pathname: string, search: string): string {
  // The home page's sign-in links carry the page the visitor asked for.
  if (pathname === tasksPath) return homePath;
  return `${homePath}?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

export function decideAccess(
  access: Access,
  session: AccessSession,
  location: { pathname: string; search: string },
): AccessDecision {
  const isAnonymous = session.status === 'anonymous';
  switch (access.kind) {
    case 'public':
      return { kind: 'allow' };
    case 'login':
      return isAnonymous
        ? { kind: 'redirect', to: homeFor(location.pathname, location.search) }
        : { kind: 'allow' };
    case 'anonymousOnly':
      // Once signed in (e.g. by the login form) the visitor goes where login was asked to send them.
      return isAnonymous
        ? { kind: 'allow' }
        : { kind: 'redirect', to: safeRedirectTarget(location.search) ?? tasksPath };
    case 'permission':
      if (isAnonymous) return { kind: 'redirect', to: homeFor(location.pathname, location.search) };
      // never the kept copy's permissions (a `fromCache` session): only the server's answer
      if (session.status !== 'userLoaded') return { kind: 'wait' };
      return access.anyOf.some((permission) => hasPermission(session.user, permission))
        ? { kind: 'allow' }
        : { kind: 'redirect', to: tasksPath };
  }
}

/** Static pages are those that need no login: the shell shows them without waiting for the user. */
export function isStaticPage(rules: Access[]): boolean {
  return rules.every((rule) => rule.kind === 'public' || rule.kind === 'anonymousOnly');
}

/** Keeps the redirectTo query when moving between login and register. */
export function withRedirectTo(path: string, search: string): string {
  const target = safeRedirectTarget(search);
  return target ? `${path}?${new URLSearchParams({ redirectTo: target })}` : path;
}
