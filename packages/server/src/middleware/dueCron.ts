// The due day boundary, run as an explicit pre-handler after authentication and validation: a
// client that never calls POST /cron still gets its day, because a request that changes
// something runs a due cron first — unless it says it records yesterday's activity
// (`x-defer-cron: true`, the check-in dialog's scores, which must land before the day ends).
// A request refused by validation never gets here, so bad input changes nothing.
import type { FastifyRequest } from 'fastify';
import { signedInContext } from '../routes/signedInContext.ts';
import { cronDue, runCronIfDue } from '../services/cronRunner.ts';
import type { DayRow } from '../services/time/playerClock.ts';
import { cronApi } from '@questlog/core/api';
import { singleHeader } from './headers.ts';

function hasMissedDayTicks(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'missedDays' in body;
}

export const DEFER_CRON_HEADER = 'x-defer-cron';
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What authentication read of the player's day, so this check costs no extra round trip. */
export type DayAtSignIn = DayRow;

declare module 'fastify' {
  interface FastifyRequest {
    dayAtSignIn: DayAtSignIn | null;
  }
}

/** The request holds its due day boundary back (`x-defer-cron: true`). */
export function defersCron(request: FastifyRequest): boolean {
  return singleHeader(request, DEFER_CRON_HEADER) === 'true';
}

export async function runDueCron(request: FastifyRequest): Promise<void> {
  const day = request.dayAtSignIn;
  if (!request.user || !day) return;
  if (READ_ONLY_METHODS.has(request.method)) return;
  if (defersCron(request)) return;
  // POST /cron with missed days' ticks runs the boundary itself, after the ticks (issue 30).
  if (request.routeOptions.url?.endsWith(cronApi.cron.url) && hasMissedDayTicks(request.body))
    return;
  if (!cronDue(day, request.server.clock.now())) return;
  await runCronIfDue(signedInContext(request));
}
