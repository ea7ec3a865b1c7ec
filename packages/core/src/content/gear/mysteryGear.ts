// Subscriber mystery items: monthly sets YYYYMM from 2014-02, four time-travel sets (3014xx,
// 3017xx) and the wondercon set. Mystery items cost 0 and are ownable only once granted.
import { makeGear } from './makeGear.ts';
import type { GearItem, GearSlot } from './types.ts';

/** The last monthly set the catalogue generates (the original lists sets through next month). */
export const LAST_MYSTERY_MONTH = '2025-12';

// The months (YYMM, 20YY) each slot has an item for; the time-travel sets are listed apart.
const MONTHS_BY_SLOT: Readonly<Record<GearSlot, string>> = {
  armor:
    '1402 1403 1405 1406 1407 1408 1409 1410 1412 1501 1503 1504 1506 1508 1509 1511 1512 1603 ' +
    '1604 1605 1606 1607 1609 1610 1612 1703 1704 1707 1710 1711 1712 1802 1806 1807 1808 1809 1810',
  back: '1402 1404 1410 1504 1507 1510 1602 1608 1702 1704 1706 1709 1801 1803 1804 1805 1812',
  body: '1705 1706 1711 1901',
  eyewear: '1503 1506 1507 1701',
  head:
    '1402 1405 1406 1407 1408 1411 1412 1501 1505 1508 1509 1511 1512 1601 1602 1603 1604 1605 ' +
    '1606 1607 1608 1609 1610 1611 1612 1702 1703 1705 1707 1710 1712 1802 1803 1805 1806 1807 ' +
    '1808 1809 1810 1811 1901',
  headAccessory: '1403 1404 1409 1502 1510 1801 1804 1812',
  shield: '1601 1701 1708 1709 1802',
  weapon: '1411 1502 1505 1611 1708 1811',
};

export const TIME_TRAVEL_SETS: Readonly<Record<string, readonly GearSlot[]>> = {
  '301404': ['armor', 'eyewear', 'head', 'weapon'],
  '301405': ['eyewear', 'head', 'headAccessory', 'shield'],
  '301703': ['armor', 'eyewear', 'head'],
  '301704': ['armor', 'head', 'shield'],
};

const WONDERCON: readonly (readonly [GearSlot, string])[] = [
  ['back', 'wondercon_red'],
  ['back', 'wondercon_black'],
  ['body', 'wondercon_red'],
  ['body', 'wondercon_gold'],
  ['body', 'wondercon_black'],
  ['eyewear', 'wondercon_red'],
  ['eyewear', 'wondercon_black'],
];

const granted = { ownership: { kind: 'granted' } } as const;

const monthly: GearItem[] = (Object.entries(MONTHS_BY_SLOT) as [GearSlot, string][]).flatMap(
  ([slot, months]) =>
    months.split(' ').map((yymm) => {
      const key = `20${yymm}`;
      return makeGear(slot, 'mystery', key, { mystery: key, set: `mystery-${key}`, ...granted });
    }),
);

const timeTravel: GearItem[] = Object.entries(TIME_TRAVEL_SETS).flatMap(([key, slots]) =>
  slots.map((slot) =>
    makeGear(slot, 'mystery', key, { mystery: key, set: `mystery-${key}`, ...granted }),
  ),
);

// Wondercon pieces are special gear that belong to the 'wondercon' mystery set.
const wondercon: GearItem[] = WONDERCON.map(([slot, name]) =>
  makeGear(slot, 'special', name, { mystery: 'wondercon', set: 'mystery-wondercon', ...granted }),
);

export const mysteryGear: readonly GearItem[] = [...monthly, ...timeTravel, ...wondercon];
