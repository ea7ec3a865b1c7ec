// Which built files a returning player's first screen needs (issue 19.10). Without the preload
// helper (vite.config.ts `modulePreload: false`), the browser finds a screen's chunks one import
// level at a time: a round trip each on a phone's network before the tasks show. The build lists
// them instead, and public/boot.js asks for them all at once, as soon as the first paint is done.

/** What the build knows of one output chunk (Rollup's OutputChunk, the parts used here). */
export interface BuiltChunk {
  fileName: string;
  /** The source modules bundled into it (a lazily imported module may share a chunk). */
  moduleIds: readonly string[];
  isEntry: boolean;
  imports: readonly string[];
  importedCss: readonly string[];
}

function staticClosure(byFile: Map<string, BuiltChunk>, roots: readonly BuiltChunk[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return seen;
}

const cssOf = (byFile: Map<string, BuiltChunk>, files: Iterable<string>) =>
  [...files].flatMap((file) => byFile.get(file)?.importedCss ?? []);

/**
 * The files the chunks holding `rootModules` (source paths, matched by their ending) load
 * statically,
 * with their styles, less what the entry loads anyway. A root no chunk starts from is an error:
 * the list in vite.config.ts has fallen behind the source.
 */
export function screenAssets(
  chunks: readonly BuiltChunk[],
  rootModules: readonly string[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = rootModules.map((module) => {
    const root = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
    if (!root) throw new Error(`firstScreenAssets: no chunk holds ${module}`);
    return root;
  });
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? staticClosure(byFile, [entry]) : new Set<string>();
  const needed = staticClosure(byFile, roots);
  const scripts = [...needed].filter((file) => !loaded.has(file));
  const loadedStyles = new Set(cssOf(byFile, loaded));
  const styles = [...new Set(cssOf(byFile, needed))].filter((file) => !loadedStyles.has(file));
  return [...scripts, ...styles];
}

/** What the build knows of one source module: its id and the ids it imports statically. */
export interface ModuleNode {
  id: string;
  isEntry: boolean;
  importedIds: readonly string[];
}

function moduleClosure(byId: Map<string, ModuleNode>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(byId.get(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules that belong to a first screen alone: those its roots import statically, less
 * those the entry or any visitor screen imports (the login page must not load the screen's
 * chunk). Roots and visitor screens are source paths matched by their ending; a path no module
 * has is an error, as in screenAssets.
 */
export function screenOnlyModules(
  modules: readonly ModuleNode[],
  roots: readonly string[],
  visitorScreens: readonly string[],
): Set<string> {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const idsOf = (paths: readonly string[]) =>
    paths.map((path) => {
      const module = modules.find((candidate) => candidate.id.endsWith(path));
      if (!module) throw new Error(`firstScreenAssets: no module ${path}`);
      return module.id;
    });
  const entries = modules.filter((module) => module.isEntry).map((module) => module.id);
  const elsewhere = moduleClosure(byId, [...entries, ...idsOf(visitorScreens)]);
  const own = [...moduleClosure(byId, idsOf(roots))].filter((id) => !elsewhere.has(id));
  return new Set(own);
}
