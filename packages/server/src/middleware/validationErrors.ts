// Turns Fastify's schema-validation failures into the API's `errors: [{ param, message, value }]`.
import { formatMessage, type ParamError } from '@questlog/core';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

export function toParamErrors(
  failures: readonly FastifySchemaValidationError[],
  context: string | undefined,
  request: FastifyRequest,
): ParamError[] {
  const source = sourceOf(request, context as ValidationContext | undefined);
  return failures.map((failure) => {
    const path = pointerSegments(failure.instancePath);
    const missing = failure.params.missingProperty;
    if (typeof missing === 'string') {
      const param = [...path, missing].join('.');
      return { param, message: formatMessage('missingParam', { param }) };
    }
    const param = path.length > 0 ? path.join('.') : (context ?? 'body');
    const reason = failure.message ?? 'is invalid';
    return {
      param,
      message: formatMessage('invalidParam', { param, reason }),
      value: valueAt(source, path),
    };
  });
}

function sourceOf(request: FastifyRequest, context: ValidationContext | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/** `/tasks/0/text` → ['tasks', '0', 'text'] (RFC 6901 escapes decoded). */
function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
