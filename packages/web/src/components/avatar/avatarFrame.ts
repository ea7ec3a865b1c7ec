/** The avatar's picture frame in its own units (7 : 6), shared by Avatar and LazyAvatar's stand-in. */
export const AVATAR_FRAME = { width: 140, height: 120 };
