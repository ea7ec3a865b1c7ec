// `x-user-timezoneOffset`: minutes in the legacy sign convention, −840…720. A bad value is a
// 400; a new value is stored in preferences.timezoneOffset (services/timezoneOffset.ts).
import { BadRequest, formatMessage, isLegacyOffset } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { signedInContext } from '../routes/signedInContext.ts';
import { storeTimezoneOffset } from '../services/timezoneOffset.ts';

const HEADER = 'x-user-timezoneoffset';

/** Stores the header's offset when it differs from `stored`; answers the offset now in force. */
export async function applyTimezoneOffset(
  request: FastifyRequest,
  stored: unknown,
): Promise<number | undefined> {
  const raw = request.headers[HEADER];
  if (raw === undefined) return typeof stored === 'number' ? stored : undefined;
  const offset = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!isLegacyOffset(offset)) {
    throw new BadRequest('invalidTimezoneOffset', {
      errors: [
        {
          param: 'x-user-timezoneOffset',
          message: formatMessage('invalidTimezoneOffset'),
          value: raw,
        },
      ],
    });
  }
  if (stored === offset) return offset;
  await storeTimezoneOffset(signedInContext(request), offset);
  return offset;
}
