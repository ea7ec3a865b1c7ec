// POST /user/auth/local/login (issue 3 server 1–3): a username or an e-mail.
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
import { countPasswordAttempt, forgiveAttempts, signInKeys } from '../../services/signInLimiter.ts';
import { loginSchema } from './schema.ts';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/auth/local/login', { schema: loginSchema }, async (request, reply) => {
    const identifier = request.body.username.trim();
    const limits = app.config.signInLimits;
    const [account] = identifier.includes('@')
      ? await loadCredentials(app.db, 'email = lower($1)', identifier)
      : await loadCredentials(app.db, 'lower(username) = lower($1)', identifier);
    const keys = signInKeys(
      account ? { userId: account.user_id } : { unknownName: identifier },
      request.ip,
    );
    // Counted before the check: a burst of guesses cannot all pass a count read earlier.
    await countPasswordAttempt(app.db, keys, limits, app.clock.now());
    // Unknown account, social-only account, wrong password: one answer. No
    // invalid_credentials code: the client shows this message instead of logging out.
    const isRight = account?.password_hash
      ? await isPasswordRight(request.body.password, account.password_hash)
      : await verifyDecoy(request.body.password, app.config.passwordHashing);
    if (!account || !isRight) throw new NotAuthorized('invalidLoginCredentialsLong');
    if (account.blocked) throw suspended(account.user_id, app.config.supportEmail);
    await app.blockers.refuseEmail(account.email, 'full');
    const { result: apiToken } = await changePlayer(
      appContext(app, account.user_id),
      account.user_id,
      async ({ tx, now, setUserColumns }) => {
        setUserColumns({ logged_in_at: now });
        await forgiveAttempts(tx, keys, limits, now);
        // The audit trail (GET /admin/user/:userId/history).
        await recordEvent(tx, {
          type: 'account.signedIn',
          userId: account.user_id,
          payload: { method: 'local', client: singleHeader(request, 'x-client') ?? null },
        });
        return issueApiToken(tx, account.user_id, now);
      },
      { withAccount: false, relistNotifications: false },
    );
    return reply.envelope({
      id: account.user_id,
      apiToken,
      newUser: false as const,
      username: account.username,
      email: account.email,
    });
  });
};
