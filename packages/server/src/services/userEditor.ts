// Applies PUT /user's map of dotted paths to a locked player. Any protected or unknown path is
// refused as a whole with 401 (the original's answer, kept for its clients); a value
// of the wrong shape is a 400 with `errors`. Nothing is written unless every path passes.
import { BadRequest, NotAuthorized, formatMessage, type ParamError } from '@questlog/core';
import type { UserRow } from '../db/repositories/users.ts';
import { editableCheck } from './userPaths.ts';

/** The only roots `editableCheck` accepts, so the only columns written. */
type Column = 'preferences' | 'profile' | 'flags' | 'inbox' | 'party';

/** The user-row columns PUT /user's `changes` give, checked whole before any is handed back. */
export function userPathColumns(
  row: UserRow,
  changes: Record<string, unknown>,
): Partial<Record<Column, Record<string, unknown>>> {
  const errors: ParamError[] = [];
  const checked: [string, unknown][] = [];
  for (const [path, value] of Object.entries(changes)) {
    const check = editableCheck(path);
    if (!check) throw new NotAuthorized('protectedPath', { params: { path } });
    const reason = check(value);
    if (reason)
      errors.push({
        param: path,
        message: formatMessage('invalidParam', { param: path, reason }),
        value,
      });
    else checked.push([path, value]);
  }
  if (errors.length > 0) throw new BadRequest('invalidRequestParameters', { errors });

  const updated = new Map<Column, Record<string, unknown>>();
  for (const [path, value] of checked) {
    const [column, ...rest] = path.split('.') as [Column, ...string[]];
    const target = updated.get(column) ?? structuredClone(row[column]);
    updated.set(column, target);
    setPath(target, rest, value);
  }
  // Each key is one of the roots `editableCheck` accepted, never free text from the request.
  return Object.fromEntries(updated);
}

function setPath(target: Record<string, unknown>, segments: string[], value: unknown) {
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node[segment] = next !== null && typeof next === 'object' ? next : {};
    node = node[segment] as Record<string, unknown>;
  }
  node[segments.at(-1)!] = value;
}
