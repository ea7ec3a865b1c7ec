import type { UIMatch } from 'react-router';
import type { TitleKey } from '../locales/resources.ts';
import type { Access } from './access.ts';

/** A route's title, as catalogue keys (namespace "titles"). */
export interface RouteTitle {
  section?: TitleKey;
  subSection?: TitleKey;
  fullTitle?: TitleKey;
}

/** What every route of the table declares; react-router keeps it as the route's handle. */
export interface RouteHandle {
  title?: RouteTitle;
  access?: Access;
  /** Starts loading the screen's code (main.tsx does for the first screen, with the user). */
  preload?: () => Promise<void>;
  /** The screen's first GETs, sent early for the first screen (api/earlyReads.ts). */
  reads?: readonly string[];
  /**
   * The screen shows a returning player's kept game before the server's player comes (session
   * `fromCache`); every other signed-in screen waits for the server's answer.
   */
  paintsFromCache?: boolean;
}

function handleOf(match: { handle?: unknown }): RouteHandle {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as RouteHandle)
    : {};
}

/** The deepest matched route's title wins (a settings child over the settings area). */
export function currentTitle(matches: UIMatch[]): RouteTitle {
  for (const match of [...matches].reverse()) {
    const { title } = handleOf(match);
    if (title) return title;
  }
  return {};
}

/** Whether the screen shown (the deepest matched route) may be painted from the kept game. */
export function paintsFromCache(matches: readonly { handle?: unknown }[]): boolean {
  const deepest = matches.at(-1);
  return deepest !== undefined && handleOf(deepest).paintsFromCache === true;
}

/** Access rules from the outermost route to the innermost: all of them must pass. */
export function accessRules(matches: UIMatch[]): Access[] {
  return matches.flatMap((match) => {
    const { access } = handleOf(match);
    return access ? [access] : [];
  });
}

/**
 * Starts loading the code of the screens the matched routes show, unless their access rules
 * will send this session elsewhere: a visitor opening `/` is sent to the home page, so the tasks
 * screen's code would load for nothing.
 */
export function preloadScreens(
  matches: readonly { handle?: unknown }[],
  session: { isAnonymous: boolean },
): void {
  const sentAway = (access: Access) =>
    session.isAnonymous
      ? access.kind === 'login' || access.kind === 'permission'
      : access.kind === 'anonymousOnly';
  const rules = matches.flatMap((match) => handleOf(match).access ?? []);
  if (rules.some(sentAway)) return;
  for (const match of matches) void handleOf(match).preload?.();
}

/** The first GETs of the screens the matched routes show. */
export function firstReads(matches: readonly { handle?: unknown }[]): string[] {
  return matches.flatMap((match) => handleOf(match).reads ?? []);
}
