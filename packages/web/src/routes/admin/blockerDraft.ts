// The blocker form's checks (server routes/admin/schema.ts: a value up to 500 characters, a
// reason up to 2,000): the value must look like what its type blocks.
import type { Blocker, BlockerFields, BlockerType } from '../../api/adminApi.ts';

export const MAX_VALUE = 500;
export const MAX_REASON = 2_000;

const looksLike: Record<BlockerType, RegExp> = {
  // IPv4 or IPv6 (hex groups and colons), as the request's address is compared as text.
  ipaddress: /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  client: /^\S.*$/,
};

export type BlockerDraftError = 'required' | 'tooLong' | 'ipaddress' | 'email';

export function blockerErrors(
  fields: BlockerFields,
): Partial<Record<'value' | 'reason', BlockerDraftError>> {
  const errors: Partial<Record<'value' | 'reason', BlockerDraftError>> = {};
  const value = fields.value.trim();
  if (!value) errors.value = 'required';
  else if (value.length > MAX_VALUE) errors.value = 'tooLong';
  else if (fields.type !== 'client' && !looksLike[fields.type].test(value)) {
    errors.value = fields.type;
  }
  if ((fields.reason ?? '').length > MAX_REASON) errors.reason = 'tooLong';
  return errors;
}

/** What changed on an existing blocker; a new one sends every field. */
export function blockerChanges(blocker: Blocker, fields: BlockerFields): Partial<BlockerFields> {
  const changes: Partial<BlockerFields> = {};
  if (fields.type !== blocker.type) changes.type = fields.type;
  if (fields.area !== blocker.area) changes.area = fields.area;
  if (fields.value !== blocker.value) changes.value = fields.value;
  if ((fields.reason ?? null) !== (blocker.reason ?? null)) changes.reason = fields.reason;
  return changes;
}
