import type { Credentials } from './credentials.ts';
import { apiFetch } from './transport.ts';
import type { User } from './types.ts';

export const clientId = 'questlog-web';

export class UserRequestError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/v4/user answered ${status}`);
    this.name = 'UserRequestError';
  }
}

// Loads the signed-in user. The accounts work replaces this with the full request layer.
export async function getUser(credentials: Credentials): Promise<User> {
  const response = await apiFetch('/api/v4/user', {
    headers: {
      'x-api-user': credentials.apiId,
      'x-api-key': credentials.apiToken,
      'x-client': clientId,
      // seed 000 §7: the negative of the current UTC offset, in minutes
      'x-user-timezoneOffset': String(new Date().getTimezoneOffset()),
    },
  });
  if (!response.ok) throw new UserRequestError(response.status);
  const body = (await response.json()) as { success?: boolean; data?: User };
  if (body.success !== true || !body.data) throw new UserRequestError(response.status);
  return body.data;
}
