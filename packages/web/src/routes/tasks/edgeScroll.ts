// While a card is dragged near the top or the bottom of the window, towards that edge, the page
// scrolls on its own, a little each frame, so the card can reach places off screen; `onScrolled`
// lets the card follow. A drag that starts near an edge and heads away from it scrolls nothing.

/** How close to the window's edge (px) the pointer starts the scroll, and how far a frame goes. */
const EDGE = 48;
const STEP = 12;

export interface EdgeScroll {
  /** The pointer's height in the window as it moves, and how far the card is from its start. */
  follow: (clientY: number, offset: number) => void;
  stop: () => void;
}

export function createEdgeScroll(onScrolled: () => void): EdgeScroll {
  let frame: number | null = null;
  let pointerY = 0;
  let heading = 0;

  function scrollAFrame() {
    const edge = pointerY < EDGE ? -1 : pointerY > window.innerHeight - EDGE ? 1 : 0;
    const before = window.scrollY;
    if (edge !== 0 && edge === heading) window.scrollBy(0, edge * STEP);
    // away from the edges, or at the end of the page: wait for the pointer's next move
    if (window.scrollY === before) {
      frame = null;
      return;
    }
    onScrolled();
    frame = requestAnimationFrame(scrollAFrame);
  }

  return {
    follow(clientY, offset) {
      pointerY = clientY;
      heading = Math.sign(offset);
      frame ??= requestAnimationFrame(scrollAFrame);
    },
    stop() {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    },
  };
}
