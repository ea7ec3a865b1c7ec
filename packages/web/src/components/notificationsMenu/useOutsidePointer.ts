import { useEffect, type RefObject } from 'react';

/** While `isActive`, a press outside `root` calls `onOutside` (a popover closes). */
export function useOutsidePointer(
  root: RefObject<HTMLElement | null>,
  isActive: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!isActive) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [root, isActive, onOutside]);
}
