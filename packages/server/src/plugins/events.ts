// The app's events (services/events/events.ts) as `app.events`: the workers start once the app is
// ready and stop, with the listen, when it closes.
import type { FastifyInstance } from 'fastify';
import { createAppEvents, type AppEvents, type EventsOptions } from '../services/events/events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: AppEvents;
  }
}

export function registerEvents(app: FastifyInstance, options: EventsOptions): void {
  const { events, start, stop } = createAppEvents(app, options);
  app.decorate('events', events);
  app.addHook('onReady', start);
  app.addHook('onClose', stop);
}
