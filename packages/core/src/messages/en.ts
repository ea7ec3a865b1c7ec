// English texts of the keyed messages that rules and the server produce.
// Our own wording; the keys are the ones the seeds use so clients can match on them.
export const englishMessages = {
  badRequest: 'Bad request.',
  notAuthorized: 'Not authorized.',
  forbidden: 'Access forbidden.',
  notFound: 'Not found.',
  notificationNotFound: 'Notification not found.',
  notImplemented: 'The {method} method is not implemented.',
  payloadTooLarge: 'The request body is larger than the server accepts.',
  tooManyRequests: 'Too many requests: please wait a moment and try again.',
  internalServerError: 'Something went wrong on our side. Please try again.',
  invalidRequestParameters: 'Invalid request parameters.',
  missingParam: 'Missing {param}.',
  invalidParam: 'Invalid {param}: {reason}.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type: send JSON.',
  routeNotFound: 'There is no {method} {path} in this API.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof englishMessages;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown key is returned as is so a missing text is visible, not fatal. */
export function formatMessage(key: string, params: MessageParams = {}): string {
  const template = (englishMessages as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
