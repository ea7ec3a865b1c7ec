// POST /user/auth/verify-username, /verify-display-name, /check-email: public checks the
// registration form runs as the player types.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { displayNameErrors, emailErrors, usernameErrors } from '../../services/credentialRules.ts';
import { authApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, authApi.verifyUsername, async (request, reply) => {
    const issues = (await usernameErrors(app.db, request.body.username.trim())).map(
      (e) => e.message,
    );
    return reply.envelope(issues.length > 0 ? { isUsable: false, issues } : { isUsable: true });
  });

  route(app, authApi.verifyDisplayName, async (request, reply) => {
    const issues = displayNameErrors(request.body.displayName).map((e) => e.message);
    return reply.envelope(issues.length > 0 ? { isUsable: false, issues } : { isUsable: true });
  });

  route(app, authApi.checkEmail, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    const [problem] = await emailErrors(app.db, email);
    return reply.envelope(
      problem ? { valid: false, email, error: problem.message } : { valid: true, email },
    );
  });
};
