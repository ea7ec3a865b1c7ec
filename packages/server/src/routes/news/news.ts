// The news: reading needs no sign-in (a signed-in player is known by the usual headers, and staff
// with `news` see drafts: services/news/newsListing.ts); writing needs the `news` permission
// (newsEditor.ts); read and tell-me-later change the signed-in player (newsReader.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authenticate, requireUser } from '../../middleware/authenticate.ts';
import { presentNewsPost } from '../../presenters/presentNewsPost.ts';
import { changeNewsPost, createNewsPost, removeNewsPost } from '../../services/news/newsEditor.ts';
import { findNews, listNews } from '../../services/news/newsListing.ts';
import { readNews, tellMeLater } from '../../services/news/newsReader.ts';
import { changeUser } from '../changeUser.ts';
import { requestContext } from '../requestContext.ts';
import { newsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const readingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed in if credentials are sent; anonymous otherwise.
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-api-user'] || request.headers['x-api-key']) await authenticate(request);
  });
  const readerOf = (request: FastifyRequest) => ({
    readerId: request.user?.id,
    now: app.clock.now(),
  });

  route(app, newsApi.listNews, async (request, reply) => {
    const posts = await listNews(app.db, readerOf(request), request.query.page ?? 0);
    return reply.envelope(posts.map(presentNewsPost));
  });

  route(app, newsApi.getNews, async (request, reply) => {
    const post = await findNews(app.db, readerOf(request), request.params.postId);
    return reply.envelope(presentNewsPost(post));
  });
};

const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, newsApi.readNews, async (request, reply) => {
    await changeUser(request, readNews);
    return reply.envelope({});
  });

  route(app, newsApi.tellMeLater, async (request, reply) => {
    await changeUser(request, tellMeLater);
    return reply.envelope({});
  });

  route(app, newsApi.createNews, async (request, reply) => {
    const post = await createNewsPost(requestContext(request), request.body);
    return reply.code(201).envelope(presentNewsPost(post));
  });

  route(app, newsApi.updateNews, async (request, reply) => {
    const { postId } = request.params;
    const post = await changeNewsPost(requestContext(request), postId, request.body);
    return reply.envelope(presentNewsPost(post));
  });

  route(app, newsApi.deleteNews, async (request, reply) => {
    await removeNewsPost(requestContext(request), request.params.postId);
    return reply.envelope({});
  });
};

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(readingRoutes);
  await app.register(playerRoutes);
};
