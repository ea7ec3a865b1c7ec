// The data export, at the top level beside /api as in the original, signed in by the usual headers:
// the task history as CSV, the user data as JSON and XML, the inbox as HTML, an avatar page, and
// (ours) the whole account as one JSON archive that another Questlog imports with
// `npm run import-account --workspace @questlog/server -- <file>`.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NotFound } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { exportAccount } from '../../services/dataExport/accountArchive.ts';
import {
  inboxPage,
  memberAvatarPage,
  taskHistoryCsv,
} from '../../services/dataExport/exportPages.ts';
import { xmlDocument } from '../../services/dataExport/formats.ts';
import { userDataOf } from '../../services/dataExport/userData.ts';

function sendFile(reply: FastifyReply, type: string, fileName: string, body: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export const dataExportRoutes: FastifyPluginAsync = async (app) => {
  requireUser(app);
  const hide = { schema: { hide: true } };

  app.get('/export/history.csv', hide, async (request, reply) => {
    const csv = await taskHistoryCsv(app.db, request.user!.id);
    return sendFile(reply, 'text/csv; charset=utf-8', 'questlog-tasks-history.csv', csv);
  });

  app.get('/export/userdata.json', hide, async (request, reply) => {
    const data = await userDataOf(app.db, request.user!.id, app.clock.now());
    return sendFile(
      reply,
      'application/json; charset=utf-8',
      'questlog-user-data.json',
      JSON.stringify(data, null, 2),
    );
  });

  app.get('/export/userdata.xml', hide, async (request, reply) => {
    const data = await userDataOf(app.db, request.user!.id, app.clock.now());
    return sendFile(
      reply,
      'application/xml; charset=utf-8',
      'questlog-user-data.xml',
      xmlDocument(data),
    );
  });

  app.get('/export/inbox.html', hide, async (request, reply) => {
    const html = await inboxPage(app.db, request.user!.id);
    return sendFile(reply, 'text/html; charset=utf-8', 'inbox.html', html);
  });

  app.get<{ Params: { memberId: string } }>(
    '/export/avatar-:memberId.html',
    hide,
    async (request, reply) => {
      const html = await memberAvatarPage(app.db, request.params.memberId);
      return reply.header('content-type', 'text/html; charset=utf-8').send(html);
    },
  );

  app.get('/export/avatar-:memberId.png', hide, async () => {
    throw new NotFound('avatarPngNotAvailable');
  });

  app.get('/export/account.json', hide, async (request, reply) => {
    const archive = await exportAccount(app.db, request.user!.id, app.clock.now());
    return sendFile(
      reply,
      'application/json; charset=utf-8',
      'questlog-account.json',
      JSON.stringify(archive),
    );
  });
};
