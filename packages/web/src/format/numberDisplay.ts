// Number display: above 999 as k, above 999 999 as m, above 999 999 999 as b, with one decimal;
// below that rounded to 2 decimals. The size is judged on the magnitude, so negative amounts
// abbreviate the same way.
const scales: [limit: number, divisor: number, suffix: string][] = [
  [999_999_999, 1_000_000_000, 'b'],
  [999_999, 1_000_000, 'm'],
  [999, 1_000, 'k'],
];

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function displayNumber(value: number): string {
  const magnitude = Math.abs(value);
  const minus = value < 0 ? '-' : '';
  for (const [limit, divisor, suffix] of scales) {
    if (magnitude > limit) return `${minus}${(magnitude / divisor).toFixed(1)}${suffix}`;
  }
  return `${minus}${roundTo2(magnitude)}`;
}

export function signOf(value: number): '+' | '-' {
  return value < 0 ? '-' : '+';
}

/** Signed display: always a + or - before the number. */
export function displaySigned(value: number): string {
  return `${signOf(value)}${displayNumber(Math.abs(value))}`;
}
