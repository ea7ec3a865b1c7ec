// The live streams (services/live/liveStreams.ts) as `app.liveStreams`, all ended as the server
// closes (it would wait for them forever).
import type { FastifyInstance } from 'fastify';
import { createLiveStreams, type LiveStreams } from '../services/live/liveStreams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

export function registerLiveStreams(app: FastifyInstance): void {
  app.decorate('liveStreams', createLiveStreams(app.db, app.events, app.log));
  app.addHook('preClose', async () => app.liveStreams.endAll());
}
