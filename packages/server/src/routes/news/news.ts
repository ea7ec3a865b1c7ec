// The news: reading needs no sign-in (a signed-in player is known by the usual headers, and staff
// with `news` see drafts); writing needs the `news` permission; read and tell-me-later change the
// signed-in player.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import {
  deleteNewsPost,
  findNewsPost,
  insertNewsPost,
  listNewsPosts,
  updateNewsPost,
} from '../../db/repositories/newsPosts.ts';
import { authenticate, requireUser } from '../../middleware/authenticate.ts';
import { presentNewsPost } from '../../presenters/presentNewsPost.ts';
import { readNews, tellMeLater } from '../../services/news/newsReader.ts';
import { ensurePermission, userHasPermission } from '../../services/staffPermissions.ts';
import { changeUser } from '../changeUser.ts';
import { newsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const postNotFound = () => new NotFound('newsPostNotFound');

/** Every staff action is recorded (issue 18): on the writer's own trail, as blockers are. */
const recordNewsChange = (
  tx: Queryable,
  staffId: string,
  action: 'created' | 'updated' | 'deleted',
  post: { id: string; title: string },
) =>
  recordEvent(tx, {
    type: 'admin.newsPostChanged',
    userId: staffId,
    payload: { action, postId: post.id, title: post.title },
  });

const readingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed in if credentials are sent; anonymous otherwise.
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-api-user'] || request.headers['x-api-key']) await authenticate(request);
  });
  const seesAll = (request: FastifyRequest) => userHasPermission(app.db, request.user?.id, 'news');

  route(app, newsApi.listNews, async (request, reply) => {
    const posts = await listNewsPosts(app.db, {
      now: app.clock.now(),
      page: request.query.page ?? 0,
      seesAll: await seesAll(request),
    });
    return reply.envelope(posts.map(presentNewsPost));
  });

  route(app, newsApi.getNews, async (request, reply) => {
    const post = await findNewsPost(app.db, request.params.postId, {
      now: app.clock.now(),
      seesAll: await seesAll(request),
    });
    if (!post) throw postNotFound();
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
    await ensurePermission(app.db, request.user!.id, 'news');
    const { publishDate, published, ...texts } = request.body;
    const now = app.clock.now();
    const post = await app.db.transaction(async (tx) => {
      const inserted = await insertNewsPost(tx, {
        ...texts,
        publish_date: publishDate ? new Date(publishDate) : now,
        published: published ?? false,
        authorId: request.user!.id,
        now,
      });
      await recordNewsChange(tx, request.user!.id, 'created', inserted);
      return inserted;
    });
    return reply.code(201).envelope(presentNewsPost(post));
  });

  route(app, newsApi.updateNews, async (request, reply) => {
    await ensurePermission(app.db, request.user!.id, 'news');
    const now = app.clock.now();
    const post = await app.db.transaction(async (tx) => {
      const found = await findNewsPost(tx, request.params.postId, { now, seesAll: true });
      if (!found) throw postNotFound();
      const { publishDate, ...changes } = request.body;
      await recordNewsChange(tx, request.user!.id, 'updated', found);
      return updateNewsPost(
        tx,
        found.id,
        {
          title: changes.title ?? found.title,
          text: changes.text ?? found.text,
          credits: changes.credits ?? found.credits,
          published: changes.published ?? found.published,
          publish_date: publishDate ? new Date(publishDate) : found.publish_date,
        },
        now,
      );
    });
    return reply.envelope(presentNewsPost(post));
  });

  route(app, newsApi.deleteNews, async (request, reply) => {
    await ensurePermission(app.db, request.user!.id, 'news');
    await app.db.transaction(async (tx) => {
      const found = await findNewsPost(tx, request.params.postId, {
        now: app.clock.now(),
        seesAll: true,
      });
      if (!found) throw postNotFound();
      await deleteNewsPost(tx, found.id);
      await recordNewsChange(tx, request.user!.id, 'deleted', found);
    });
    return reply.envelope({});
  });
};

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(readingRoutes);
  await app.register(playerRoutes);
};
