// `x-user-timezone`: the IANA zone our web client reports on every call. A valid name other than
// the stored one changes the player's zone (travel, services/time/timeZoneChange.ts); a name the
// runtime does not know is ignored, so a client's odd zone never refuses a request.
import { isTimeZoneName } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { signedInContext } from '../routes/signedInContext.ts';
import { storeTimeZone } from '../services/time/timeZoneChange.ts';
import { singleHeader } from './headers.ts';

export const TIME_ZONE_HEADER = 'x-user-timezone';

/** The zone in force after the header, and the last boundary's date when the change pinned it. */
export async function applyTimeZoneHeader(
  request: FastifyRequest,
  stored: unknown,
): Promise<{ zone: string | undefined; lastBoundaryDate?: string | null }> {
  const storedZone = isTimeZoneName(stored) ? stored : undefined;
  const sent = singleHeader(request, TIME_ZONE_HEADER)?.trim();
  if (!isTimeZoneName(sent) || sent === storedZone) return { zone: storedZone };
  const lastBoundaryDate = await storeTimeZone(signedInContext(request), sent);
  return { zone: sent, lastBoundaryDate };
}
