// POST /user/auth/local/register (issue 3 server 1); the work is services/localRegistration.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentedDeviceId, setDeviceCookie } from '../../middleware/signInDevice.ts';
import { requestLanguage } from '../../i18n/requestLanguage.ts';
import { presentUser } from '../../presenters/presentUser.ts';
import { registerLocally } from '../../services/localRegistration.ts';
import { withV3Messages } from '../../services/v3UserInbox.ts';
import { isApiV3 } from '../apiVersion.ts';
import { authApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, authApi.register, async (request, reply) => {
    const { user, apiToken, notifications, deviceId, now } = await registerLocally(app, {
      username: request.body.username.trim(),
      email: request.body.email.trim().toLowerCase(),
      password: request.body.password,
      confirmPassword: request.body.confirmPassword,
      deviceId: presentedDeviceId(request),
      timezone: request.body.timezone,
      language: requestLanguage(request),
    });
    setDeviceCookie(request, reply, deviceId);
    reply.code(201);
    const presented = presentUser(user, { notifications, now });
    return reply.envelope({
      ...(await withV3Messages(app.db, isApiV3(request), user.row.id, presented)),
      apiToken,
      newUser: true,
      deviceId,
    });
  });
};
