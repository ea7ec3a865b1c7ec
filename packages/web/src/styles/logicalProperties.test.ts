// The layout mirrors in Arabic (dir="rtl") because the style sheets place things by the line's
// start and end (margin-inline-start, inset-inline-end, text-align: start), never by left and
// right. A physical property stays only with a `/* physical: <why> */` comment just above it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const source = join(import.meta.dirname, '..');
const sheets = (readdirSync(source, { recursive: true }) as string[])
  .filter((path) => path.endsWith('.css'))
  .map((path) => [path, readFileSync(join(source, path), 'utf8')] as const);

const physical = [
  /\b(margin|padding|border)-(left|right)\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\btext-align:\s*(left|right)\b/,
  /\bfloat:\s*(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
  /\btranslateX\(/,
];

it('places everything by the line’s start and end, except where a comment says why not', () => {
  const found: string[] = [];
  for (const [path, css] of sheets) {
    const lines = css.split('\n');
    lines.forEach((line, index) => {
      const isJustified =
        /\/\*\s*physical:/.test(lines[index - 1] ?? '') || /\/\*\s*physical:/.test(line);
      if (!isJustified && physical.some((pattern) => pattern.test(line))) {
        found.push(`${path}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  expect(found).toEqual([]);
});
