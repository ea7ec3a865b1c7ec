// Changes to the signed-in account (issue 3 server 2, 4): password, e-mail, username, a new API
// token, deleting the account. Each runs in one transaction locking the user row.
import { formatMessage } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordEvent } from '../../db/repositories/events.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { deleteAccount } from '../../services/accountDeleter.ts';
import { invalidParams } from '../../services/accountErrors.ts';
import {
  issueApiToken,
  requestApiToken,
  revokeApiTokens,
  revokeOtherApiTokens,
} from '../../services/apiTokens.ts';
import { emailErrors, passwordErrors, usernameErrors } from '../../services/credentialRules.ts';
import {
  countPasswordCheck,
  forgivePasswordChecks,
  requirePassword,
} from '../../services/passwordChecker.ts';
import { hashPassword } from '../../services/passwordHasher.ts';
import { changeUser } from '../changeUser.ts';
import { accountApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const setCredential = (column: 'password_hash' | 'email' | 'username') =>
    `UPDATE credentials SET ${column} = $2, updated_at = $3 WHERE user_id = $1`;

  route(app, accountApi.updatePassword, async (request, reply) => {
    const { password, newPassword, confirmPassword } = request.body;
    const keys = await countPasswordCheck(request, reply);
    await changeUser(request, async ({ tx, user, now }) => {
      await requirePassword(user.credentials, password);
      await forgivePasswordChecks(tx, app, keys, now);
      const errors = passwordErrors(newPassword, confirmPassword, 'newPassword');
      if (errors.length > 0) throw invalidParams(errors);
      const hash = await hashPassword(newPassword, app.config.passwordHashing);
      await tx.query(setCredential('password_hash'), [user.row.id, hash, now]);
      // Every other device is signed out; the one that changed the password stays.
      await revokeOtherApiTokens(tx, user.row.id, requestApiToken(request.headers));
      await recordEvent(tx, { type: 'account.passwordChanged', userId: user.row.id });
    });
    return reply.envelope({});
  });

  route(app, accountApi.updateEmail, async (request, reply) => {
    const email = request.body.newEmail.trim().toLowerCase();
    // An address staff blocked is not taken here either (as at registration).
    await app.blockers.refuseEmail(email, 'full');
    const keys = await countPasswordCheck(request, reply);
    await changeUser(request, async ({ tx, user, now }) => {
      await requirePassword(user.credentials, request.body.password);
      await forgivePasswordChecks(tx, app, keys, now);
      const errors = await emailErrors(tx, email, 'newEmail', user.row.id);
      if (errors.length > 0) throw invalidParams(errors);
      await tx.query(setCredential('email'), [user.row.id, email, now]);
    });
    return reply.envelope({ email });
  });

  route(app, accountApi.updateUsername, async (request, reply) => {
    const username = request.body.username.trim();
    const keys = await countPasswordCheck(request, reply);
    await changeUser(request, async ({ tx, user, now, setUserColumns }) => {
      await requirePassword(user.credentials, request.body.password);
      await forgivePasswordChecks(tx, app, keys, now);
      const errors = await usernameErrors(tx, username, user.row.id);
      if (errors.length > 0) throw invalidParams(errors);
      await tx.query(setCredential('username'), [user.row.id, username, now]);
      setUserColumns({ flags: { ...user.row.flags, verifiedUsername: true } });
    });
    return reply.envelope({ username });
  });

  route(app, accountApi.resetApiToken, async (request, reply) => {
    const apiToken = await changeUser(request, async ({ tx, user, now }) => {
      await revokeApiTokens(tx, user.row.id);
      return issueApiToken(tx, user.row.id, now);
    });
    return reply.envelope({ apiToken });
  });

  route(app, accountApi.deleteUser, async (request, reply) => {
    await countPasswordCheck(request, reply);
    await changeUser(request, async ({ tx, user, now }) => {
      await requirePassword(user.credentials, request.body.password, {
        socialConfirmation: 'DELETE',
      });
      await deleteAccount(tx, user.row.id, now);
    });
    // The account is gone: no userV or notifications to report.
    request.user = null;
    return reply.envelope({}, { message: formatMessage('accountDeleted') });
  });
};
