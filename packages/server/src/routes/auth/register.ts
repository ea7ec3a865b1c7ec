// POST /user/auth/local/register (issue 3 server 1).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listNotifications } from '../../db/repositories/notifications.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { presentUser } from '../../presenters/presentUser.ts';
import { invalidParams } from '../../services/accountErrors.ts';
import { createAccount } from '../../services/accountCreator.ts';
import { emailErrors, passwordErrors, usernameErrors } from '../../services/credentialRules.ts';
import { hashPassword } from '../../services/passwordHasher.ts';
import { rememberDevice } from '../../services/signInDevices.ts';
import { withV3Messages } from '../../services/v3UserInbox.ts';
import { authApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, authApi.register, async (request, reply) => {
    const username = request.body.username.trim();
    const email = request.body.email.trim().toLowerCase();
    const { password, confirmPassword } = request.body;
    // An e-mail address staff blocked cannot open an account.
    await app.blockers.refuseEmail(email, 'full');
    // `groupInvite` is accepted but not acted on: groups do not exist yet. The groups issue
    // joins the invited party or guild here.
    const errors = [
      ...(await usernameErrors(app.db, username)),
      ...(await emailErrors(app.db, email)),
      ...passwordErrors(password, confirmPassword),
    ];
    if (errors.length > 0) throw invalidParams(errors);
    const passwordHash = await hashPassword(password, app.config.passwordHashing);
    const now = app.clock.now();
    const { user, apiToken, notifications, deviceId } = await app.db.transaction(async (tx) => {
      const created = await createAccount(tx, { username, email, passwordHash, now });
      return {
        user: (await loadUser(tx, created.userId))!,
        apiToken: created.apiToken,
        notifications: await listNotifications(tx, created.userId),
        deviceId: await rememberDevice(tx, request, reply, created.userId, now),
      };
    });
    reply.code(201);
    const presented = presentUser(user, { notifications, now });
    return reply.envelope({
      ...(await withV3Messages(request, user.row.id, presented)),
      apiToken,
      newUser: true,
      deviceId,
    });
  });
};
