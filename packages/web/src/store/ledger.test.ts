import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger.ts';

interface Purse {
  gold: number;
  gems: number;
}

/** A ledger over a plain purse; `outsideWrite` stands for a reload written past the ledger. */
function purseLedger(start: Purse) {
  let store = { ...start };
  const ledger = createLedger<Purse>({
    read: () => store,
    write: (next) => (store = next),
    absorb: (confirmed, shown, current) => ({
      gold: current.gold !== shown.gold ? current.gold : confirmed.gold,
      gems: current.gems !== shown.gems ? current.gems : confirmed.gems,
    }),
  });
  const outsideWrite = (next: Partial<Purse>) => {
    store = { ...store, ...next };
    ledger.refresh();
  };
  return { ledger, shown: () => store, outsideWrite };
}

const addGold = (amount: number) => (purse: Purse) => ({ ...purse, gold: purse.gold + amount });

describe('the ledger: a confirmed state and the changes in flight', () => {
  it('shows every pending change at once, in order', () => {
    const { ledger, shown } = purseLedger({ gold: 10, gems: 0 });
    ledger.begin(addGold(5));
    ledger.begin((purse) => ({ ...purse, gold: purse.gold * 2 }));
    expect(shown()).toEqual({ gold: 30, gems: 0 });
    expect(ledger.pendingCount()).toBe(2);
  });

  it('a refused change goes alone; the later one is applied again on the confirmed state', () => {
    const { ledger, shown } = purseLedger({ gold: 10, gems: 0 });
    const first = ledger.begin(addGold(5));
    ledger.begin((purse) => ({ ...purse, gold: purse.gold * 2 }));
    first.revert();
    expect(shown()).toEqual({ gold: 20, gems: 0 });
  });

  it('a settled change lays the server’s answer on the confirmed state under later changes', () => {
    const { ledger, shown } = purseLedger({ gold: 10, gems: 0 });
    const first = ledger.begin(addGold(5));
    const second = ledger.begin(addGold(1));
    first.settle(() => ({ gold: 16, gems: 0 })); // the server's word: 16, not 15
    expect(shown()).toEqual({ gold: 17, gems: 0 });
    second.revert();
    expect(shown()).toEqual({ gold: 16, gems: 0 });
    expect(ledger.pendingCount()).toBe(0);
  });

  it('without an answer to lay, a settled change is confirmed as applied', () => {
    const { ledger, shown } = purseLedger({ gold: 10, gems: 0 });
    const buying = ledger.begin(addGold(-4));
    const scoring = ledger.begin(addGold(2));
    buying.settle();
    scoring.revert();
    expect(shown()).toEqual({ gold: 6, gems: 0 });
  });

  it('takes a write made past it as confirmed, with the pending changes on top', () => {
    const { ledger, shown, outsideWrite } = purseLedger({ gold: 10, gems: 0 });
    const buying = ledger.begin(addGold(-4));
    outsideWrite({ gold: 100 }); // a reload that has not seen the purchase yet
    expect(shown()).toEqual({ gold: 96, gems: 0 });
    outsideWrite({ gems: 8 }); // another part: the pending change is not applied twice
    expect(shown()).toEqual({ gold: 96, gems: 8 });
    buying.revert();
    expect(shown()).toEqual({ gold: 100, gems: 8 });
  });

  it('confirm lays a change under the pending ones', () => {
    const { ledger, shown } = purseLedger({ gold: 10, gems: 0 });
    const buying = ledger.begin(addGold(-4));
    ledger.confirm((purse) => ({ ...purse, gems: 4 }));
    expect(shown()).toEqual({ gold: 6, gems: 4 });
    buying.revert();
    expect(shown()).toEqual({ gold: 10, gems: 4 });
  });

  it('ignores the answers of changes made before a reset', () => {
    const { ledger, shown, outsideWrite } = purseLedger({ gold: 10, gems: 0 });
    const buying = ledger.begin(addGold(-4));
    ledger.reset();
    outsideWrite({ gold: 50 });
    buying.settle(() => ({ gold: 0, gems: 0 }));
    expect(shown()).toEqual({ gold: 50, gems: 0 });
  });

  it('shows the confirmed state when an answer cannot be laid, and says why', () => {
    const { ledger, shown } = purseLedger({ gold: 10, gems: 0 });
    const buying = ledger.begin(addGold(-4));
    expect(() =>
      buying.settle(() => {
        throw new TypeError('no stats in the answer');
      }),
    ).toThrow('no stats in the answer');
    expect(shown()).toEqual({ gold: 10, gems: 0 });
    expect(ledger.pendingCount()).toBe(0);
  });
});
