import { describe, expect, it } from 'vitest';
import { vacationErrors } from './vacationChecks.ts';

const today = '2026-03-10';
const booked = [{ id: 'v1', start: '2026-04-01', end: '2026-04-05' }];

describe('the vacation form checks', () => {
  it.each([
    [{ start: '', end: '' }, { start: 'vacations.errors.startRequired' }],
    [{ start: '2026-03-12', end: '' }, { end: 'vacations.errors.endRequired' }],
    [{ start: '2026-02-30', end: '2026-03-12' }, { start: 'vacations.errors.notADate' }],
    [{ start: '2026-03-12', end: '2026-03-11' }, { end: 'vacations.errors.endBeforeStart' }],
    [{ start: '2026-03-01', end: '2026-03-09' }, { end: 'vacations.errors.inPast' }],
    [{ start: '2026-03-30', end: '2026-04-01' }, { start: 'vacations.errors.overlaps' }],
    [{ start: '2026-04-05', end: '2026-04-09' }, { start: 'vacations.errors.overlaps' }],
  ])('refuses %j beside its field', (draft, errors) => {
    expect(vacationErrors(draft, today, booked)).toEqual(errors);
  });

  it('takes one day, today included, and the days around another vacation', () => {
    expect(vacationErrors({ start: today, end: today }, today, booked)).toEqual({});
    expect(vacationErrors({ start: '2026-03-20', end: '2026-03-31' }, today, booked)).toEqual({});
    expect(vacationErrors({ start: '2026-04-06', end: '2026-04-06' }, today, booked)).toEqual({});
  });

  it('refuses an eleventh', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({
      id: `v${index}`,
      start: `2027-01-${String(index * 2 + 1).padStart(2, '0')}`,
      end: `2027-01-${String(index * 2 + 1).padStart(2, '0')}`,
    }));
    expect(vacationErrors({ start: '2027-03-01', end: '2027-03-02' }, today, ten)).toEqual({
      start: 'vacations.errors.tooMany',
    });
  });
});
