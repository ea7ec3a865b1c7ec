// Staff for the admin screens' tests: a signed-in user with the given permissions, and a fake API
// answering the rest by method and path (unanswered calls get a 404, so a stray call shows).
import type { Permission } from '../../api/types.ts';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';

export type Answers = Record<string, (call: FakeCall) => Response>;

export const ok = (data: unknown) => json(200, { success: true, data });
export const refused = (status: number, message: string, errors?: object[]) =>
  json(status, {
    success: false,
    error: status === 404 ? 'NotFound' : 'BadRequest',
    message,
    ...(errors ? { errors } : {}),
  });

/** Signs in staff holding `permissions`; `answers` keys are "METHOD /api/v4/path". */
export function signInStaff(permissions: Permission[], answers: Answers) {
  storeTestCredentials();
  const staff = {
    id: testCredentials.apiId,
    _v: 1,
    preferences: {},
    permissions: Object.fromEntries(permissions.map((name) => [name, true])),
  };
  return fakeFetch((call) => {
    if (call.url === '/api/v4/user') return ok(staff);
    const answer = answers[`${call.method} ${call.url}`];
    return answer ? answer(call) : refused(404, `No answer for ${call.method} ${call.url}`);
  });
}

/** The calls made to one method and path. */
export const callsTo = (calls: FakeCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

/** The error shown beside a labelled field (linked by aria-describedby), or null. */
export function errorBeside(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const shown = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert');
  return shown[0]?.textContent ?? null;
}
