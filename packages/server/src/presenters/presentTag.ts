// A tag as GET /tags and GET /user both answer it: a challenge's tag says so (`challenge: true`);
// a player's own tag carries no such key, as in the original.
import type { ApiTag } from '@questlog/core/api';
import type { Tag } from '../db/repositories/tags.ts';

export function presentTag(tag: Tag): ApiTag {
  return { id: tag.id, name: tag.name, ...(tag.challenge ? { challenge: true } : {}) };
}
