// Compresses answers (API JSON and the web app's files) for clients that accept it: brotli, else
// gzip. Brotli runs at quality 4: its default (11) costs far more CPU than a live answer is worth.
// Registered before the routes, so its hook wraps every answer; bodies under 1 KB go as they are.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
