// Changes to the signed-in account (issue 3 server 2, 4): password, e-mail, username, a new API
// token, deleting the account. Each runs in one player change (services/accountChanges.ts); the
// password checks are counted first, outside it, so a wrong password's rollback keeps the count.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../middleware/authenticate.ts';
import { attemptOriginOf } from '../../middleware/signInDevice.ts';
import {
  changeEmail,
  changePassword,
  changeUsername,
  deleteOwnAccount,
  replaceApiTokens,
} from '../../services/accountChanges.ts';
import { requestApiToken } from '../../services/apiTokens.ts';
import { countPasswordCheck } from '../../services/passwordChecker.ts';
import { changeUser } from '../changeUser.ts';
import { accountApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const countCheck = (request: FastifyRequest) =>
    countPasswordCheck(app, attemptOriginOf(request), request.user?.id);

  route(app, accountApi.updatePassword, async (request, reply) => {
    const { password, newPassword, confirmPassword } = request.body;
    const keys = await countCheck(request);
    const keptToken = requestApiToken(request.headers);
    await changeUser(request, (change) =>
      changePassword(app, change, { password, keys }, { newPassword, confirmPassword, keptToken }),
    );
    return reply.envelope({});
  });

  route(app, accountApi.updateEmail, async (request, reply) => {
    const email = request.body.newEmail.trim().toLowerCase();
    // An address staff blocked is not taken here either (as at registration).
    await app.blockers.refuseEmail(email, 'full');
    const keys = await countCheck(request);
    await changeUser(request, (change) =>
      changeEmail(app, change, { password: request.body.password, keys }, email),
    );
    return reply.envelope({ email });
  });

  route(app, accountApi.updateUsername, async (request, reply) => {
    const username = request.body.username.trim();
    const keys = await countCheck(request);
    await changeUser(request, (change) =>
      changeUsername(app, change, { password: request.body.password, keys }, username),
    );
    return reply.envelope({ username });
  });

  route(app, accountApi.resetApiToken, async (request, reply) => {
    const apiToken = await changeUser(request, replaceApiTokens);
    return reply.envelope({ apiToken });
  });

  route(app, accountApi.deleteUser, async (request, reply) => {
    await countCheck(request);
    await changeUser(request, (change) => deleteOwnAccount(change, request.body.password));
    // The account is gone: no userV or notifications to report.
    request.user = null;
    return reply.envelope({}, { message: answerText(request, 'accountDeleted') });
  });
};
