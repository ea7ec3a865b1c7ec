// Security headers on every answer (issue 13): the page may run only the app's own scripts (the
// built index.html has no inline script), may not be framed, and sends no Referer (a page URL can
// hold a password-reset code). Styles allow inline `style` attributes: the SVG sprites and React's
// style props use them, and they cannot run code. Google's sign-in script, frame and styles are
// allowed when Google sign-in is on.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';

export function contentSecurityPolicy(config: Pick<Config, 'socialSignIn'>): string {
  const google = config.socialSignIn.google.clientId ? [GOOGLE_IDENTITY] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...google.map((url) => `${url}client`)],
    ['style-src', "'self'", "'unsafe-inline'", ...google.map((url) => `${url}style`)],
    // Profile pictures are links to anywhere; sprites may be data: URLs.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...google],
    ['frame-src', ...(google.length > 0 ? google : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    // For browsers older than CSP's frame-ancestors.
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
