// GET /logout-server: where the web client goes after clearing its stored credentials.
// Credentials travel in headers, so the server holds no session to end; it only sends the browser
// on: to the login page when the logout was forced, else home.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const logoutSchema = {
  hide: true,
  querystring: Type.Object({ redirectToLogin: Type.Optional(Type.String()) }),
};

export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/logout-server', { schema: logoutSchema }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .redirect(request.query.redirectToLogin === 'true' ? '/login' : '/'),
  );
};
