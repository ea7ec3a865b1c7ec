// Screenshots for people to look at (saved under e2e/artifacts/screenshots/, ignored by git) and
// checked by the test: the picture must not be blank and the page must have no broken images.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const OUTPUT_DIR = resolve(import.meta.dirname, '../artifacts/screenshots');

/** Saves a full-page screenshot as `<name>.png` and checks it shows something. */
export async function captureScreen(page: Page, name: string): Promise<void> {
  const picture = await page.screenshot({ fullPage: true });
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(resolve(OUTPUT_DIR, `${name}.png`), picture);
  expect(distinctPixelBytes(picture), `${name} looks blank`).toBeGreaterThan(32);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
  expect(broken, `${name} has broken images`).toEqual([]);
}

/**
 * How many different byte values the PNG's pixel data holds: a blank (one-colour) picture has a
 * handful, a rendered screen hundreds.
 */
function distinctPixelBytes(png: Buffer): number {
  const chunks: Buffer[] = [];
  // After the 8-byte signature: length (4), type (4), data, CRC (4).
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  return new Set(inflateSync(Buffer.concat(chunks))).size;
}
