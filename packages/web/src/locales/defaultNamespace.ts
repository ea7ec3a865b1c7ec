// The namespace of `t` without one; apart from resources.ts, whose catalogue only types import.
export const defaultNS = 'common';
