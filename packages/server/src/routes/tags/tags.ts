// GET/POST /tags, GET/PUT/DELETE /tags/:tagId, POST /reorder-tags. Every change runs inside the
// player's lock; another player's tag is a 404 tagNotFound, like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound } from '@questlog/core';
import {
  deleteTag,
  findTag,
  insertTag,
  listTags,
  renameTag,
  saveTagOrder,
} from '../../db/repositories/tags.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTag } from '../../presenters/presentTag.ts';
import { changeUser } from '../changeUser.ts';
import { tagsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const tagNotFound = () => new NotFound('tagNotFound');

export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, tagsApi.listTags, async (request, reply) =>
    reply.envelope((await listTags(app.db, request.user!.id)).map(presentTag)),
  );

  route(app, tagsApi.createTag, async (request, reply) => {
    const tag = await changeUser(request, ({ tx, user, now }) =>
      insertTag(tx, user.row.id, request.body.name, now),
    );
    return reply.code(201).envelope(presentTag(tag));
  });

  route(app, tagsApi.getTag, async (request, reply) => {
    const tag = await findTag(app.db, request.user!.id, request.params.tagId);
    if (!tag) throw tagNotFound();
    return reply.envelope(presentTag(tag));
  });

  route(app, tagsApi.updateTag, async (request, reply) => {
    const tag = await changeUser(request, async ({ tx, user }) => {
      const renamed = await renameTag(tx, user.row.id, request.params.tagId, request.body.name);
      if (!renamed) throw tagNotFound();
      return renamed;
    });
    return reply.envelope(presentTag(tag));
  });

  route(app, tagsApi.deleteTag, async (request, reply) => {
    await changeUser(request, async ({ tx, user }) => {
      if (!(await deleteTag(tx, user.row.id, request.params.tagId))) throw tagNotFound();
    });
    return reply.envelope({});
  });

  route(app, tagsApi.reorderTags, async (request, reply) => {
    const { tagId, to } = request.body;
    await changeUser(request, async ({ tx, user }) => {
      const ids = user.tags.map((tag) => tag.id);
      const from = ids.indexOf(tagId);
      if (from === -1) throw tagNotFound();
      ids.splice(from, 1);
      ids.splice(to === -1 ? ids.length : to, 0, tagId);
      await saveTagOrder(tx, user.row.id, ids);
    });
    return reply.envelope({});
  });
};
