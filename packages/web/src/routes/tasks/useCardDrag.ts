// Reordering a column's cards with a pointer, on native Pointer Events. A press that travels a few
// pixels becomes a drag (one that does not stays a click): the card follows the pointer, the cards
// it passes slide aside, and letting go moves it there; Escape puts it back. A finger starts a drag
// only on the card's handle, so anywhere else it still scrolls the page; a mouse or a pen may also
// take the card by its body or title. Near the window's edge the page scrolls along (edgeScroll).
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { landingIndexOf, roomOf, slideOf, type CardBox } from './cardDrag.ts';
import { createEdgeScroll, type EdgeScroll } from './edgeScroll.ts';

interface Drag {
  from: number;
  offset: number;
  landing: number;
  room: number;
  /** Set once let go: the list's order when the move was asked for. */
  droppedOn?: string;
}

interface Press {
  from: number;
  pointerId: number;
  /** Where the press began, in page pixels, and where the pointer is now in the window. */
  startY: number;
  clientY: number;
  boxes: CardBox[];
  isDragging: boolean;
}

/** Pixels a press travels before it is a drag. */
const DRAG_DISTANCE = 4;

/** Presses on these keep their own meaning; the handle and the card's title may start a drag. */
const CONTROLS = 'input, label, a, textarea, select, button:not([data-drag-handle], [data-title])';

/** The drag a press shows: how far the card has moved (the page may have scrolled under it). */
function dragOf({ from, boxes, startY, clientY }: Press): Drag {
  const offset = clientY + window.scrollY - startY;
  return { from, offset, landing: landingIndexOf(boxes, from, offset), room: roomOf(boxes, from) };
}

export interface CardDragProps {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  style?: CSSProperties;
  'data-dragged'?: true;
}

/**
 * `order` names the list's current order (its ids); a dropped card keeps its place on screen until
 * the order changes or `onDrop`'s move has settled, so it never jumps back for a frame.
 */
export function useCardDrag(order: string, onDrop: (from: number, to: number) => Promise<void>) {
  const press = useRef<Press | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const edgeScroll = useRef<EdgeScroll | null>(null);
  edgeScroll.current ??= createEdgeScroll(() => {
    if (press.current?.isDragging) setDrag(dragOf(press.current));
  });
  useEffect(() => () => edgeScroll.current?.stop(), []);
  if (drag?.droppedOn !== undefined && drag.droppedOn !== order) setDrag(null);

  const isMoving = drag !== null && drag.droppedOn === undefined;
  useEffect(() => {
    if (!isMoving) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      press.current = null;
      edgeScroll.current?.stop();
      setDrag(null);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isMoving]);

  function handleDown(from: number, event: PointerEvent<HTMLElement>) {
    const target = event.target as Element;
    const isHandle = target.closest('[data-drag-handle]') !== null;
    if (event.button !== 0 || press.current) return;
    if (!isHandle && (event.pointerType === 'touch' || target.closest(CONTROLS))) return;
    const cards = Array.from(event.currentTarget.parentElement?.children ?? []);
    const boxes = cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height };
    });
    press.current = {
      from,
      pointerId: event.pointerId,
      startY: event.clientY + window.scrollY,
      clientY: event.clientY,
      boxes,
      isDragging: false,
    };
  }

  function handleMove(event: PointerEvent<HTMLElement>) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.clientY = event.clientY;
    if (!current.isDragging) {
      if (Math.abs(dragOf(current).offset) < DRAG_DISTANCE) return;
      current.isDragging = true;
      // the card keeps the pointer's events even when the pointer runs ahead of it
      event.currentTarget.setPointerCapture?.(event.pointerId);
      window.getSelection()?.removeAllRanges();
    }
    const moved = dragOf(current);
    setDrag(moved);
    edgeScroll.current?.follow(event.clientY, moved.offset);
  }

  function handleUp(event: PointerEvent<HTMLElement>) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    press.current = null;
    edgeScroll.current?.stop();
    if (!current.isDragging) return;
    current.clientY = event.clientY;
    const dropped = dragOf(current);
    if (dropped.landing === current.from) {
      setDrag(null);
      return;
    }
    setDrag({ ...dropped, droppedOn: order });
    void onDrop(current.from, dropped.landing).finally(() =>
      setDrag((now) => (now?.droppedOn === order ? null : now)),
    );
  }

  function handleCancel() {
    if (!press.current) return;
    press.current = null;
    edgeScroll.current?.stop();
    setDrag(null);
  }

  /** What the card at `index` needs: the pointer's handlers and, during a drag, its place. */
  function cardProps(index: number): CardDragProps {
    const handlers = {
      onPointerDown: (event: PointerEvent<HTMLElement>) => handleDown(index, event),
      onPointerMove: handleMove,
      onPointerUp: handleUp,
      onPointerCancel: handleCancel,
    };
    if (!drag) return handlers;
    if (index === drag.from) {
      return {
        ...handlers,
        style: { transform: `translateY(${drag.offset}px)` },
        'data-dragged': true,
      };
    }
    const slide = slideOf(index, drag.from, drag.landing, drag.room);
    return slide ? { ...handlers, style: { transform: `translateY(${slide}px)` } } : handlers;
  }

  return { isDragging: drag !== null, cardProps };
}
