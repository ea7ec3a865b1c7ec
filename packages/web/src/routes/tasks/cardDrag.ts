// Where a dragged card lands, from where the cards stood when the drag began: it goes after every
// other card whose middle it has passed. Pure, so the screen and its tests share it.

/** A card's top and height, in page pixels, when the drag began. */
export interface CardBox {
  top: number;
  height: number;
}

/** The index the card at `from`, moved `offset` pixels down (negative: up), lands at. */
export function landingIndexOf(boxes: readonly CardBox[], from: number, offset: number): number {
  const dragged = boxes[from];
  if (!dragged) return from;
  const middle = dragged.top + dragged.height / 2 + offset;
  return boxes.filter((box, index) => index !== from && box.top + box.height / 2 < middle).length;
}

/** How far the card at `index` slides aside so the dragged one's landing place shows empty. */
export function slideOf(index: number, from: number, landing: number, room: number): number {
  if (index > from && index <= landing) return -room;
  if (index < from && index >= landing) return room;
  return 0;
}

/** The room a card takes in its list: its height and the gap to the next card. */
export function roomOf(boxes: readonly CardBox[], from: number): number {
  const dragged = boxes[from];
  if (!dragged) return 0;
  const [first, second] = boxes;
  const gap = first && second ? Math.max(0, second.top - (first.top + first.height)) : 0;
  return dragged.height + gap;
}
