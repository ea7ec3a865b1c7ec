// Sign in with Apple from the browser: the link to Apple's authorization endpoint with form-post
// response mode, scopes name and email, response type code, and the callback at
// /api/v4/user/auth/apple on our own host. `state` is random, kept in session storage, and must
// come back with the server's redirect: a sign-in this tab did not start is ignored.
export const appleStateKey = 'questlog-apple-state';

export function appleAuthorizationUrl(
  authorizationUrl: string,
  clientId: string,
  origin: string,
  state: string,
): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}/api/v4/user/auth/apple`,
    response_type: 'code',
    response_mode: 'form_post',
    scope: 'name email',
    state,
  });
  return `${authorizationUrl}?${query.toString()}`;
}

/** A fresh state for one sign-in, remembered for the way back. */
export function startAppleSignIn(storage: Storage = sessionStorage): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.setItem(appleStateKey, state);
  return state;
}

/** Whether `state` is the one this tab started; either way it is used up. */
export function isAppleStateOurs(state: string | null, storage: Storage = sessionStorage): boolean {
  const expected = storage.getItem(appleStateKey);
  storage.removeItem(appleStateKey);
  return expected !== null && state === expected;
}
