// Renders the app's PNG icons (public/icons/) from its SVG art with Chromium, for the web app
// manifest (public/manifest.webmanifest) and iOS's home screen. Run by hand when the art changes:
//   npx tsx packages/web/build/renderIcons.ts
// - icon-192.png, icon-512.png: the favicon (public/favicon.svg) as it is, a rounded tile.
// - icon-maskable-512.png, apple-touch-icon.png: the favicon's tick on a full-bleed field, inside
//   the central circle a launcher's mask always keeps (80% of the side).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const tick = /<path [^>]+\/>/.exec(favicon)?.[0];
if (!tick) throw new Error('public/favicon.svg has no tick path');
const fullBleed =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#5b3cc4"/>' +
  `<g transform="translate(16 16) scale(0.85) translate(-16 -16.5)">${tick}</g></svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, svg, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(`${publicDir}icons/${file}`, png);
    await page.close();
  }
} finally {
  await browser.close();
}
