// Refuses text PostgreSQL cannot store before any handler sees it: a NUL character or an unpaired
// surrogate in any string (or key) of a JSON body, the query or the path parameters would fail
// deep in a query as a 500. Bodies nested deeper than a client ever sends are refused too: walking
// or validating 10,000 levels costs the server, and no call of the API needs more than a few.
import { BadRequest, formatMessage } from '@questlog/core';
import type { FastifyInstance } from 'fastify';

/** No request of the API nests deeper than a handful of levels (tasks → checklist → item). */
export const MAX_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** Throws BadRequest for the first unstorable string or a value nested deeper than MAX_DEPTH. */
export function assertStorableInput(input: unknown, source: string): void {
  // Iterative, so a deep value cannot overflow the stack while it is being checked.
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: source, depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorable(value)) throw invalidText(path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      throw new BadRequest('nestedTooDeeply', { params: { depth: MAX_DEPTH } });
    }
    for (const [key, child] of Object.entries(value)) {
      if (!isStorable(key)) throw invalidText(path);
      pending.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
}

function invalidText(param: string) {
  const message = formatMessage('invalidText', { param });
  return new BadRequest('invalidRequestParameters', { errors: [{ param, message }] });
}

/**
 * Path parameters and the query are checked as the request arrives, before authentication: its
 * preloads (the task a score names) put a path parameter into a query. Bodies are checked where
 * they are parsed (jsonBody).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertStorableInput(request.params, 'params');
    assertStorableInput(request.query, 'query');
  });
}
