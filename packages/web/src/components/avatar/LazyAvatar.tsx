// The avatar with its art (every layer's drawings) in a chunk of its own: the tasks screen's
// header and party strip show an empty frame of the same size until it comes, so their first
// paint never waits for the art, and nothing moves when it arrives.
import { lazy, Suspense } from 'react';
import type { AvatarProps } from './Avatar.tsx';
import { AVATAR_FRAME } from './avatarFrame.ts';

const Avatar = lazy(async () => ({ default: (await import('./Avatar.tsx')).Avatar }));

export function LazyAvatar(props: AvatarProps) {
  const width = props.width ?? AVATAR_FRAME.width;
  const frame = (
    <svg
      aria-hidden="true"
      className={props.className}
      width={width}
      height={(width * AVATAR_FRAME.height) / AVATAR_FRAME.width}
      viewBox={`0 0 ${AVATAR_FRAME.width} ${AVATAR_FRAME.height}`}
    />
  );
  return (
    <Suspense fallback={frame}>
      <Avatar {...props} />
    </Suspense>
  );
}
