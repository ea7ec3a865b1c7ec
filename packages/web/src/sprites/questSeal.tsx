// A quest scroll's seal: its quest's boss. The bosses' art is large and the first screen seldom
// shows a scroll, so it loads with the first seal drawn; until then the seal shows the key's hulk.
import { lazy, Suspense } from 'react';
import { HulkArt } from './hulkArt.tsx';

const BossArt = lazy(async () => ({ default: (await import('./bossArt.tsx')).BossArt }));

export function QuestSeal({ questKey }: { questKey: string }) {
  return (
    <Suspense fallback={<HulkArt questKey={questKey} />}>
      <BossArt questKey={questKey} />
    </Suspense>
  );
}
