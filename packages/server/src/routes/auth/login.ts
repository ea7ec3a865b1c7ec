// POST /user/auth/local/login (issue 3 server 1–3): a username or an e-mail. A success remembers
// the device (signInDevices.ts), whose later attempts the guessing limits keep apart.
import { NotAuthorized } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadCredentials } from '../../db/repositories/users.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { suspended } from '../../middleware/authenticate.ts';
import { singleHeader } from '../../middleware/headers.ts';
import { changePlayer } from '../../services/players/playerChanger.ts';
import { appContext } from '../../services/serviceContext.ts';
import { issueApiToken } from '../../services/apiTokens.ts';
import { isPasswordRight, verifyDecoy } from '../../services/passwordHasher.ts';
import { admitPasswordAttempt } from '../../services/passwordAttempts.ts';
import { rememberDevice } from '../../services/signInDevices.ts';
import { forgiveAttempts } from '../../services/signInLimiter.ts';
import { authApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, authApi.login, async (request, reply) => {
    const identifier = request.body.username.trim();
    const [account] = identifier.includes('@')
      ? await loadCredentials(app.db, 'email = lower($1)', identifier)
      : await loadCredentials(app.db, 'lower(username) = lower($1)', identifier);
    // Counted before the check: a burst of guesses cannot all pass a count read earlier.
    const keys = await admitPasswordAttempt(
      request,
      reply,
      account ? { userId: account.user_id, owner: account } : { unknownName: identifier },
    );
    // Unknown account, social-only account, wrong password: one answer. No
    // invalid_credentials code: the client shows this message instead of logging out.
    const isRight = account?.password_hash
      ? await isPasswordRight(request.body.password, account.password_hash)
      : await verifyDecoy(request.body.password, app.config.passwordHashing);
    if (!account || !isRight) throw new NotAuthorized('invalidLoginCredentialsLong');
    if (account.blocked) throw suspended(account.user_id, app.config.supportEmail);
    await app.blockers.refuseEmail(account.email, 'full');
    const { result: signedIn } = await changePlayer(
      appContext(app, account.user_id),
      account.user_id,
      async ({ tx, now, setUserColumns }) => {
        setUserColumns({ logged_in_at: now });
        await forgiveAttempts(tx, keys, app.config.signInLimits, now);
        // The audit trail (GET /admin/user/:userId/history).
        await recordEvent(tx, {
          type: 'account.signedIn',
          userId: account.user_id,
          payload: { method: 'local', client: singleHeader(request, 'x-client') ?? null },
        });
        return {
          apiToken: await issueApiToken(tx, account.user_id, now),
          deviceId: await rememberDevice(tx, request, reply, account.user_id, now),
        };
      },
      { withAccount: false, relistNotifications: false },
    );
    return reply.envelope({
      id: account.user_id,
      apiToken: signedIn.apiToken,
      newUser: false as const,
      username: account.username,
      email: account.email,
      deviceId: signedIn.deviceId,
    });
  });
};
