import type { ParamError } from '@questlog/core';

// Server validation errors are shown de-duplicated per parameter name; the first message for a
// parameter wins.
export function uniqueParamErrors(errors: readonly ParamError[] | undefined): ParamError[] {
  const seen = new Set<string>();
  const unique: ParamError[] = [];
  for (const error of errors ?? []) {
    if (seen.has(error.param)) continue;
    seen.add(error.param);
    unique.push(error);
  }
  return unique;
}

/** One message per field, for forms that show errors beside their fields. */
export function fieldErrorsOf(errors: readonly ParamError[] | undefined): Record<string, string> {
  return Object.fromEntries(
    uniqueParamErrors(errors).map(({ param, message }) => [param, message]),
  );
}

/** The validation messages joined by spaces, or else the message. */
export function noticeTextOf(message: string, errors: readonly ParamError[] | undefined): string {
  const messages = uniqueParamErrors(errors).map((error) => error.message);
  return messages.length > 0 ? messages.join(' ') : message;
}
