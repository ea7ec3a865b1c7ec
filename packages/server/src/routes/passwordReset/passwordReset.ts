// POST /user/reset-password and POST /user/auth/reset-password-set-new-one (issue 3 server 4).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invalidParams } from '../../services/accountErrors.ts';
import { passwordErrors } from '../../services/credentialRules.ts';
import { hashPassword } from '../../services/passwordHasher.ts';
import { sendResetLink, useResetCode } from '../../services/passwordResetter.ts';
import { passwordResetApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, passwordResetApi.forgotPassword, async (request, reply) => {
    await sendResetLink(app, request.body.email);
    return reply.envelope({}, { message: answerText(request, 'passwordResetRequested') });
  });

  route(app, passwordResetApi.setNewPassword, async (request, reply) => {
    const { code, newPassword, confirmPassword } = request.body;
    const errors = passwordErrors(newPassword, confirmPassword, 'newPassword');
    if (errors.length > 0) throw invalidParams(errors);
    await useResetCode(app, code, await hashPassword(newPassword, app.config.passwordHashing));
    return reply.envelope({}, { message: answerText(request, 'passwordChanged') });
  });
};
