// The social sign-in calls (issue 3 server 5). POST /user/auth/social goes through the request
// layer, whose error catalogue resolves a social sign-in refusal with the error body (and keeps the
// social e-mail in session storage) instead of throwing; `signInAnswerOf` tells them apart.
import type { SignInAnswer } from '../../../api/auth.ts';
import type { ApiEnvelope } from '../../../api/envelope.ts';
import { api } from '../../../api/request.ts';
import type { FetchLike } from '../../../api/transport.ts';

export type SocialNetwork = 'google' | 'apple';

export interface SocialNetworks {
  google: { enabled: boolean; clientId: string | null };
  apple: { enabled: boolean; clientId: string | null; authorizationUrl: string };
}

export const noNetworks: SocialNetworks = {
  google: { enabled: false, clientId: null },
  apple: { enabled: false, clientId: null, authorizationUrl: '' },
};

// Public configuration, read with the browser's fetch rather than the request layer's transport:
// it carries no credentials, must never raise a notice, and stays out of the API calls that
// other screens' tests count. Tests swap it with `setSocialNetworksFetch`.
const browserFetch: FetchLike = (input, init) => globalThis.fetch(input, init);
let networksFetch: FetchLike = browserFetch;

export function setSocialNetworksFetch(fetchImpl: FetchLike | null): void {
  networksFetch = fetchImpl ?? browserFetch;
  lastRead = undefined; // an answer of the previous source
}

// Login and register both ask: one read serves every visit for ten minutes.
const freshForMs = 10 * 60_000;
let lastRead: { at: number; answer: Promise<SocialNetworks>; settled?: SocialNetworks } | undefined;

/** The networks, read again once the last answer is ten minutes old. */
export function readSocialNetworks(now = Date.now()): Promise<SocialNetworks> {
  if (!lastRead || now - lastRead.at >= freshForMs) {
    const read = { at: now, answer: fetchSocialNetworks() } as NonNullable<typeof lastRead>;
    void read.answer.then((networks) => (read.settled = networks));
    lastRead = read;
  }
  return lastRead.answer;
}

/** The last answer, when it has come (so a second visit shows the buttons at once). */
export function knownSocialNetworks(): SocialNetworks | undefined {
  return lastRead?.settled;
}

/** Quiet on failure: no buttons rather than an error notice on the login page. */
export async function fetchSocialNetworks(): Promise<SocialNetworks> {
  try {
    const response = await networksFetch('/api/v4/user/auth/social/networks');
    if (!response.ok) return noNetworks;
    const body = (await response.json()) as { data?: Partial<SocialNetworks> };
    return { ...noNetworks, ...body.data };
  } catch {
    return noNetworks;
  }
}

export const socialAuthApi = {
  signIn: (network: SocialNetwork, idToken: string, allowRegister: boolean) =>
    api.call('POST /user/auth/social', {
      body: {
        network,
        authResponse: { id_token: idToken },
        allowRegister,
      },
    }),
  /** After Apple's redirect: the one-time code for the player's id and a new token. */
  exchange: (code: string) => api.call('POST /user/auth/social/exchange', { body: { code } }),
};

/** The answer of a sign-in, or the refusal's message (a refused social POST resolves). */
export function signInAnswerOf(
  envelope: ApiEnvelope<SignInAnswer>,
): { answer: SignInAnswer } | { refusal: string } {
  const data = envelope.data as SignInAnswer | undefined;
  if (envelope.success && data?.id && data.apiToken) return { answer: data };
  return { refusal: envelope.message ?? '' };
}
