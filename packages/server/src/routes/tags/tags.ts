// GET/POST /tags, GET/PUT/DELETE /tags/:tagId, POST /reorder-tags (services/tags/tagEditor.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTag } from '../../presenters/presentTag.ts';
import {
  createTag,
  deleteOwnTag,
  findOwnTag,
  listOwnTags,
  moveTag,
  renameOwnTag,
} from '../../services/tags/tagEditor.ts';
import { signedInContext } from '../signedInContext.ts';
import { tagsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, tagsApi.listTags, async (request, reply) =>
    reply.envelope((await listOwnTags(app.db, request.user!.id)).map(presentTag)),
  );

  route(app, tagsApi.createTag, async (request, reply) => {
    const tag = await createTag(signedInContext(request), request.body.name);
    return reply.code(201).envelope(presentTag(tag));
  });

  route(app, tagsApi.getTag, async (request, reply) => {
    const tag = await findOwnTag(app.db, request.user!.id, request.params.tagId);
    return reply.envelope(presentTag(tag));
  });

  route(app, tagsApi.updateTag, async (request, reply) => {
    const { tagId } = request.params;
    const tag = await renameOwnTag(signedInContext(request), tagId, request.body.name);
    return reply.envelope(presentTag(tag));
  });

  route(app, tagsApi.deleteTag, async (request, reply) => {
    await deleteOwnTag(signedInContext(request), request.params.tagId);
    return reply.envelope({});
  });

  route(app, tagsApi.reorderTags, async (request, reply) => {
    await moveTag(signedInContext(request), request.body.tagId, request.body.to);
    return reply.envelope({});
  });
};
