// Sign in with Apple. GET answers apps with JSON, like POST /user/auth/social. POST is Apple's
// form-post callback in the browser: it signs in, then
// sends the browser to the web app with a one-time code — never the API token — that the web
// app exchanges at POST /user/auth/social/exchange. `state` comes back untouched so the web app
// can check the sign-in is the one it started.
import { isApiError } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { redeemAppleCode } from '../../services/socialSignIn/appleCodeRedeemer.ts';
import { handOverSignIn } from '../../services/socialSignIn/handoverCodes.ts';
import { enabledNetwork } from '../../services/socialSignIn/networks.ts';
import { socialAuthApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import {
  authenticateWhenCredentialsSent,
  presentSignIn,
  requireIdToken,
  signInWithIdToken,
} from './signIn.ts';

interface AppleCredential {
  code?: string;
  idToken?: string;
}

export const appleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Apple posts an HTML form; only this plugin's routes read form bodies (URLSearchParams is enough).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
  const callbackUrl = `${app.config.publicUrl}/api/v4/user/auth/apple`;

  /** The ID token sent, or the one Apple gives for the authorization code. */
  async function appleIdToken({ code, idToken }: AppleCredential): Promise<string | undefined> {
    if (idToken || !code) return idToken;
    const settings = enabledNetwork(app.config.socialSignIn, 'apple');
    return redeemAppleCode(
      { ...app.config.socialSignIn.apple, ...settings },
      code,
      callbackUrl,
      app.clock.now(),
    );
  }

  route(
    app,
    socialAuthApi.appleGet,
    { onRequest: authenticateWhenCredentialsSent },
    async (request, reply) => {
      const { allowRegister, code, id_token, name, username } = request.query;
      enabledNetwork(app.config.socialSignIn, 'apple');
      const idToken = requireIdToken(await appleIdToken({ code, idToken: id_token }));
      const signIn = await signInWithIdToken(request, {
        network: 'apple',
        idToken,
        allowRegister: allowRegister !== 'false',
        username,
        name: appleName(name),
      });
      reply.code(signIn.newUser ? 201 : 200);
      return reply.envelope(presentSignIn(signIn));
    },
  );

  route(app, socialAuthApi.applePost, async (request, reply) => {
    const { code, id_token, user, state, error } = request.body;
    const back = new URLSearchParams();
    if (state && /^[\w-]{1,128}$/.test(state)) back.set('state', state);
    try {
      if (error) throw new AppleRefusal(); // e.g. the player cancelled at Apple
      const idToken = requireIdToken(await appleIdToken({ code, idToken: id_token }));
      const signIn = await signInWithIdToken(request, {
        network: 'apple',
        idToken,
        allowRegister: true,
        name: appleName(user),
      });
      const socialCode = await handOverSignIn(app.db, signIn, app.clock.now());
      back.set('socialCode', socialCode);
    } catch (failure) {
      request.log.info({ err: failure }, 'Apple sign-in refused');
      if (!isApiError(failure) && !(failure instanceof AppleRefusal)) throw failure;
      back.set('socialError', isApiError(failure) ? failure.key : 'appleCancelled');
      // The web client reads what follows the first ": " as the social e-mail.
      if (isApiError(failure) && failure.key === 'socialEmailTaken') {
        back.set('socialEmail', failure.message.split(': ').slice(1).join(': '));
      }
    }
    return reply.redirect(`/login?${back.toString()}`, 303);
  });
};

class AppleRefusal extends Error {}

/**
 * Apple sends the name once, on the first sign-in, as JSON `{ name: { firstName, lastName } }`
 * (the form's `user`); apps may pass it as JSON or as plain text.
 */
function appleName(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' ').trim() : undefined;
  } catch {
    return raw.trim();
  }
}
