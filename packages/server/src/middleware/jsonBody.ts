// Request bodies are JSON only: other content types get 415. An empty JSON body counts as `{}`,
// as the original API's body parser treats it (clients send `Content-Type: application/json`
// on body-less POSTs such as scoring a task).
import type { FastifyInstance } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, done);
  });
}
