// Writes the service worker (src/serviceWorker/serviceWorker.js) to /sw.js with the build in front
// of it: the files of the app shell it keeps (index.html, the public files, every built script and
// style sheet but the catalogue's translations) and a version that changes whenever any of them does, so a new build's worker is a
// new file the browser installs beside the running one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where the build puts the content catalogue's translated tables: not in the shell (every
 * language's would be installed), but kept by the worker once a page fetches them.
 */
export const CATALOGUE_CHUNKS = 'assets/catalogue/';

export interface ServiceWorkerBuild {
  version: string;
  shell: string[];
}

/** The shell's files and the version of a build, from its output and its public files. */
export function serviceWorkerBuild(
  outputs: readonly { fileName: string; source: string | Uint8Array }[],
  publicFiles: readonly { path: string; source: string | Uint8Array }[],
  template: string,
): ServiceWorkerBuild {
  const built = outputs
    .filter(({ fileName }) => fileName === 'index.html' || /^assets\/.+\.(js|css)$/.test(fileName))
    .filter(({ fileName }) => !fileName.startsWith(CATALOGUE_CHUNKS))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
  const publics = [...publicFiles].sort((a, b) => a.path.localeCompare(b.path));
  const hash = createHash('sha256').update(template);
  for (const { fileName, source } of built) hash.update(fileName).update(source);
  for (const { path, source } of publics) hash.update(path).update(source);
  return {
    version: hash.digest('hex').slice(0, 16),
    shell: [...built.map(({ fileName }) => `/${fileName}`), ...publics.map(({ path }) => path)],
  };
}

export function serviceWorker({
  template,
  publicDir,
}: {
  template: string;
  publicDir: string;
}): Plugin {
  return {
    name: 'questlog-service-worker',
    apply: 'build',
    // After the HTML plugin, so index.html is in the bundle with its final text.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle).map((output) => ({
        fileName: output.fileName,
        source: output.type === 'chunk' ? output.code : output.source,
      }));
      const source = readFileSync(template, 'utf8');
      const build = serviceWorkerBuild(outputs, filesUnder(publicDir), source);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const BUILD = ${JSON.stringify(build)};\n${source}`,
      });
    },
  };
}

function filesUnder(root: string): { path: string; source: Uint8Array }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: `/${relative(root, file).split(sep).join('/')}`, source: readFileSync(file) };
    });
}
