import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { actionTime, earliestActionTime, parseClientTimestamp } from './actionTime.ts';
import { dateOfKey } from './dateKeys.ts';

const berlin = { dayStart: 0, timezone: 'Europe/Berlin', timezoneOffset: 0 };
const date = (key: string) => dateOfKey(key)!;
const at = (iso: string) => new Date(iso);

describe('the time an action counts at', () => {
  // Berlin in winter is UTC+1: its 27 November begins at 2026-11-26T23:00Z.
  const now = at('2026-11-27T23:10:00Z'); // 00:10 on 28 November in Berlin
  const cases: [string, string | undefined, string, string][] = [
    // what, claimed, last boundary's game date, counts at
    ['no claim: the server time', undefined, '2026-11-27', '2026-11-27T23:10:00Z'],
    [
      'before midnight, boundary deferred: the claim',
      '2026-11-27T22:50:00Z',
      '2026-11-27',
      '2026-11-27T22:50:00Z',
    ],
    [
      'before midnight, boundary already run today: the server time',
      '2026-11-27T22:50:00Z',
      '2026-11-28',
      '2026-11-27T23:10:00Z',
    ],
    [
      'earlier today, after the boundary: the claim',
      '2026-11-27T23:05:00Z',
      '2026-11-28',
      '2026-11-27T23:05:00Z',
    ],
    [
      'the first instant of the state’s day: the claim',
      '2026-11-26T23:00:00Z',
      '2026-11-27',
      '2026-11-26T23:00:00Z',
    ],
    [
      'a millisecond before the state’s day: the server time',
      '2026-11-26T22:59:59.999Z',
      '2026-11-27',
      '2026-11-27T23:10:00Z',
    ],
    [
      'three days back, boundary three days old: only back to yesterday',
      '2026-11-24T12:00:00Z',
      '2026-11-24',
      '2026-11-27T23:10:00Z',
    ],
    [
      'yesterday, boundary three days old: the claim',
      '2026-11-27T08:00:00Z',
      '2026-11-24',
      '2026-11-27T08:00:00Z',
    ],
    [
      'in the future: the server time',
      '2026-11-27T23:10:00.001Z',
      '2026-11-28',
      '2026-11-27T23:10:00Z',
    ],
    ['exactly now: the claim', '2026-11-27T23:10:00Z', '2026-11-28', '2026-11-27T23:10:00Z'],
  ];
  it.each(cases)('%s', (_what, claimed, lastBoundary, expected) => {
    const counted = actionTime({
      claimed: claimed === undefined ? undefined : at(claimed),
      now,
      lastBoundaryDate: date(lastBoundary),
      clock: berlin,
    });
    expect(counted.toISOString()).toBe(at(expected).toISOString());
  });

  it('reads the day start: at 03:00 before a 4 o’clock start it is still yesterday', () => {
    const clock = { ...berlin, dayStart: 4 };
    // 28 November 02:00 Berlin (01:00Z) with the game day of 27 November not yet over.
    const earliest = earliestActionTime(at('2026-11-28T01:00:00Z'), date('2026-11-27'), clock);
    expect(earliest.toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('reads a fixed offset for a player without a zone (UTC−5, legacy sign 300)', () => {
    const clock = { dayStart: 0, timezoneOffset: 300 };
    const earliest = earliestActionTime(at('2026-11-28T04:00:00Z'), date('2026-11-27'), clock);
    expect(earliest.toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });
});

describe('the x-client-timestamp header', () => {
  it.each([
    ['2026-11-27T22:50:00.000Z', '2026-11-27T22:50:00.000Z'],
    ['2026-11-27T23:50:00+01:00', '2026-11-27T22:50:00.000Z'],
    [' 2026-11-27T22:50:00Z ', '2026-11-27T22:50:00.000Z'],
  ])('%s is %s', (header, expected) => {
    expect(parseClientTimestamp(header)?.toISOString()).toBe(expected);
  });

  it('is absent when not sent', () => {
    expect(parseClientTimestamp(undefined)).toBeUndefined();
  });

  it.each([
    'yesterday',
    '1764283800000',
    '2026-11-27',
    '2026-11-27T22:50:00',
    '2026-13-45T99:00:00Z',
  ])('refuses %s', (header) => {
    expect(() => parseClientTimestamp(header)).toThrow(BadRequest);
    expect(() => parseClientTimestamp(header)).toThrow(/x-client-timestamp/);
  });
});
