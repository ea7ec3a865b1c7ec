import { describe, expect, it } from 'vitest';
import { serviceWorkerBuild } from './serviceWorkerBuild.ts';

const outputs = [
  { fileName: 'assets/index-abc.js', source: 'entry' },
  { fileName: 'assets/index-abc.css', source: 'styles' },
  { fileName: 'assets/catalogue/gear-abc.js', source: 'German gear' },
  { fileName: 'assets/logo-abc.png', source: new Uint8Array([1]) },
  { fileName: 'index.html', source: '<html>' },
];
const publicFiles = [
  { path: '/manifest.webmanifest', source: '{}' },
  { path: '/boot.js', source: 'boot' },
];

describe("the service worker's build", () => {
  it('keeps index.html, the scripts and styles but the catalogue tables, and the public files in the app shell', () => {
    expect(serviceWorkerBuild(outputs, publicFiles, 'worker').shell).toEqual([
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/index.html',
      '/boot.js',
      '/manifest.webmanifest',
    ]);
  });

  it('changes its version when any kept file, a public file or the worker changes', () => {
    const version = serviceWorkerBuild(outputs, publicFiles, 'worker').version;
    expect(serviceWorkerBuild(outputs, publicFiles, 'worker').version).toBe(version);
    const newBoot = [{ path: '/boot.js', source: 'boot 2' }, publicFiles[0]!];
    expect(serviceWorkerBuild(outputs, newBoot, 'worker').version).not.toBe(version);
    expect(serviceWorkerBuild(outputs, publicFiles, 'worker 2').version).not.toBe(version);
    const newEntry = [{ fileName: 'assets/index-def.js', source: 'entry 2' }, ...outputs.slice(1)];
    expect(serviceWorkerBuild(newEntry, publicFiles, 'worker').version).not.toBe(version);
  });
});
