// The public account calls: register, sign in, and the form checks.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loginRoutes } from './login.ts';
import { registerRoutes } from './register.ts';
import { verifyRoutes } from './verify.ts';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(verifyRoutes);
};
