// A confirmed state and the changes still in flight on top of it (issue 19.11). What the screen
// shows is always the confirmed state with every pending change applied, in the order they were
// made. A change the server takes is laid on the confirmed state; a refused one is dropped, and
// the changes after it are applied again on the confirmed state, so a rollback never restores
// what another change (or another answer) has moved since.

export interface LedgerIo<S> {
  /** The state the stores hold now. */
  read(): S;
  /** Puts `state` in the stores; fields that did not change keep their identity. */
  write(state: S): void;
  /**
   * `confirmed` with whatever someone else wrote since the ledger last showed `shown` (an answer
   * read outside the ledger, a reload): such writes are the server's word, so they join the
   * confirmed state and the pending changes are applied on them again.
   */
  absorb(confirmed: S, shown: S, current: S): S;
}

export type Change<S> = (state: S) => S;

export interface PendingChange<S> {
  /** The server took the change: `settle` (the answer) is laid on the confirmed state. */
  settle(settle?: Change<S>): void;
  /** The server refused it: only this change goes; the later ones stay. */
  revert(): void;
}

export interface Ledger<S> {
  /** Shows `apply` at once, on top of everything shown; it runs again on each new confirmed state. */
  begin(apply: Change<S>): PendingChange<S>;
  /** A change the server already made, laid on the confirmed state. */
  confirm(change: Change<S>): void;
  /** Someone else wrote the stores: show their write with the pending changes on top. */
  refresh(): void;
  /** Forgets the pending changes (logging out); their answers are ignored. */
  reset(): void;
  isWriting(): boolean;
  pendingCount(): number;
}

interface Entry<S> {
  apply: Change<S>;
}

export function createLedger<S>(io: LedgerIo<S>): Ledger<S> {
  let pending: Entry<S>[] = [];
  // While changes are pending: the confirmed state, and what was last written to the stores.
  // With none pending the stores hold the confirmed state themselves.
  let confirmed: S | null = null;
  let shown: S | null = null;
  let isWriting = false;

  function confirmedNow(): S {
    if (confirmed === null || shown === null) return io.read();
    return io.absorb(confirmed, shown, io.read());
  }

  function show(next: S): void {
    const view = pending.reduce((state, entry) => entry.apply(state), next);
    confirmed = pending.length > 0 ? next : null;
    isWriting = true;
    try {
      io.write(view);
    } finally {
      isWriting = false;
    }
    shown = pending.length > 0 ? io.read() : null;
  }

  /** Takes `entry` out of the queue; false when it is no longer there (reset meanwhile). */
  function remove(entry: Entry<S>): boolean {
    const isPending = pending.includes(entry);
    pending = pending.filter((other) => other !== entry);
    return isPending;
  }

  function finish(entry: Entry<S>, change: Change<S>): void {
    const base = confirmedNow();
    if (!remove(entry)) return;
    let next = base;
    try {
      next = change(base);
    } finally {
      show(next);
    }
  }

  return {
    begin(apply) {
      const entry: Entry<S> = { apply };
      const base = confirmedNow();
      pending.push(entry);
      show(base);
      return {
        settle: (settle) => finish(entry, settle ?? apply),
        revert: () => finish(entry, (state) => state),
      };
    },
    confirm(change) {
      show(change(confirmedNow()));
    },
    refresh() {
      if (!isWriting && pending.length > 0) show(confirmedNow());
    },
    reset() {
      pending = [];
      confirmed = null;
      shown = null;
    },
    isWriting: () => isWriting,
    pendingCount: () => pending.length,
  };
}
