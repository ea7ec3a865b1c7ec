// Request bodies are JSON only: other content types get 415. An empty JSON body counts as `{}`,
// as the original API's body parser treats it (clients send `Content-Type: application/json`
// on body-less POSTs such as scoring a task). A parsed body is checked by the input guard before
// validation.
import type { FastifyInstance } from 'fastify';
import { assertStorableInput } from './inputGuard.ts';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, (error, parsed: unknown) => {
      if (error) {
        done(error, undefined);
        return;
      }
      try {
        assertStorableInput(parsed, 'body');
      } catch (refusal) {
        done(refusal as Error, undefined);
        return;
      }
      done(null, parsed);
    });
  });
}
