// GET /export/questlog.json (everything the player owns, one versioned file) and POST /user/import
// (that file, the original's userdata.json or Loop Habit Tracker's CSV export): docs/data-port.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataPortApi, IMPORT_LIMIT_BYTES } from '@questlog/core/api';
import type { FastifyError } from 'fastify';
import { requireUser } from '../../middleware/authenticate.ts';
import { sendError } from '../../middleware/errorHandler.ts';
import { assertStorableInput } from '../../middleware/inputGuard.ts';
import {
  questlogExportStream,
  readQuestlogExport,
} from '../../services/dataExport/questlogExport.ts';
import { tooLarge } from '../../services/dataImport/importFiles.ts';
import { importPlayerData } from '../../services/dataImport/playerImporter.ts';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

// Room for a file over the limit to reach the importer, which then names its exact size (a zip
// travels as base64, 4 bytes for every 3); past this, the body's own size is named.
const IMPORT_BODY_LIMIT = 3 * IMPORT_LIMIT_BYTES;

export const dataPortRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, dataPortApi.exportQuestlog, async (request, reply) => {
    const exported = await readQuestlogExport(app.db, request.user!.id, app.clock.now());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="questlog-export.json"')
      .header('cache-control', 'no-store')
      .send(questlogExportStream(exported));
  });

  route(
    app,
    dataPortApi.importData,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // A body past the limit is refused like a file past it: a 400 naming both sizes.
      errorHandler: (error: FastifyError, request, reply) => {
        const sent = Number(request.headers['content-length']) || IMPORT_BODY_LIMIT + 1;
        const isTooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        void sendError(isTooLarge ? tooLarge(sent) : error, request, reply);
      },
    },
    async (request, reply) =>
      reply.envelope(
        await importPlayerData(signedInContext(request), request.body, assertStorableInput),
      ),
  );
};
