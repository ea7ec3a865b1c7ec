import type { Notice, NoticeInput } from './noticeTypes.ts';
import {
  autoRemovalIntervalMs,
  fillPauseMs,
  maxVisibleNotices,
  refillDelayMs,
} from './stackTiming.ts';

export interface StackSnapshot {
  visible: readonly Notice[];
  waiting: readonly Notice[];
}

type Timer = ReturnType<typeof setTimeout>;

let nextId = 0;
function newUuid(): string {
  nextId += 1;
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `notice-${nextId}`;
}

/**
 * Notices wait in a store, at most four are visible, non-error notices leave one at a time every
 * 2500 ms, errors stay until closed. A free place is filled 60 ms after a removal, with at least
 * 240 ms between two fills; only one fill is ever scheduled, so overlapping removals and fills
 * never run twice.
 */
export class NotificationStack {
  private snapshot: StackSnapshot = { visible: [], waiting: [] };
  private listeners = new Set<() => void>();
  private fillTimer: Timer | null = null;
  private fillDueAt = 0;
  private removalTimer: ReturnType<typeof setInterval> | null = null;
  private lastFillAt = Number.NEGATIVE_INFINITY;
  private shownListeners = new Set<(notice: Notice) => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): StackSnapshot => this.snapshot;

  /** Called for each notice as it becomes visible (the armoire-empty modal listens). */
  onShown(listener: (notice: Notice) => void): () => void {
    this.shownListeners.add(listener);
    return () => this.shownListeners.delete(listener);
  }

  push(input: NoticeInput): Notice {
    const notice: Notice = { ...input, uuid: newUuid() };
    this.update({ waiting: [...this.snapshot.waiting, notice] });
    this.requestFill(0);
    return notice;
  }

  /** Removes a notice (its close control, or the auto-removal), then refills the space. */
  remove(uuid: string): void {
    const { visible, waiting } = this.snapshot;
    if (visible.some((notice) => notice.uuid === uuid)) {
      this.update({ visible: visible.filter((notice) => notice.uuid !== uuid) });
      this.stopRemovalWhenIdle();
      this.requestFill(refillDelayMs);
    } else if (waiting.some((notice) => notice.uuid === uuid)) {
      this.update({ waiting: waiting.filter((notice) => notice.uuid !== uuid) });
    }
  }

  /** Clicking a notice runs its own action and removes it. */
  click(uuid: string): void {
    const notice = this.snapshot.visible.find((candidate) => candidate.uuid === uuid);
    if (!notice) return;
    notice.onClick?.();
    this.remove(uuid);
  }

  /** Drops everything and stops the timers (tests, logout). */
  clear(): void {
    if (this.fillTimer !== null) clearTimeout(this.fillTimer);
    if (this.removalTimer !== null) clearInterval(this.removalTimer);
    this.fillTimer = null;
    this.removalTimer = null;
    this.lastFillAt = Number.NEGATIVE_INFINITY;
    this.update({ visible: [], waiting: [] });
  }

  private requestFill(minimumDelay: number): void {
    if (this.snapshot.waiting.length === 0) return;
    const now = Date.now();
    const delay = Math.max(minimumDelay, this.lastFillAt + fillPauseMs - now);
    // One fill is scheduled at a time, so fills never run twice; a later removal may only
    // push the scheduled fill back (60 ms after that removal), never add another.
    if (this.fillTimer !== null) {
      if (this.fillDueAt >= now + delay) return;
      clearTimeout(this.fillTimer);
      this.fillTimer = null;
    }
    if (delay <= 0) {
      this.fillOne();
      return;
    }
    this.fillDueAt = now + delay;
    this.fillTimer = setTimeout(() => {
      this.fillTimer = null;
      this.fillOne();
    }, delay);
  }

  private fillOne(): void {
    const { visible, waiting } = this.snapshot;
    const [next, ...rest] = waiting;
    if (!next || visible.length >= maxVisibleNotices) return;
    this.lastFillAt = Date.now();
    this.update({ visible: [...visible, next], waiting: rest });
    this.startRemovalWhenNeeded();
    this.shownListeners.forEach((listener) => listener(next));
    if (rest.length > 0) this.requestFill(0);
  }

  private startRemovalWhenNeeded(): void {
    if (this.removalTimer !== null || !this.firstRemovable()) return;
    this.removalTimer = setInterval(() => {
      const first = this.firstRemovable();
      if (first) this.remove(first.uuid);
      else this.stopRemovalWhenIdle();
    }, autoRemovalIntervalMs);
  }

  private stopRemovalWhenIdle(): void {
    if (this.removalTimer === null || this.firstRemovable()) return;
    clearInterval(this.removalTimer);
    this.removalTimer = null;
  }

  private firstRemovable(): Notice | undefined {
    return this.snapshot.visible.find((notice) => notice.type !== 'error');
  }

  private update(changes: Partial<StackSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...changes };
    this.listeners.forEach((listener) => listener());
  }
}

/** The app's one stack. */
export const notificationStack = new NotificationStack();
