// Old hash links from the previous client keep working.
const legacyLinks: [RegExp, (id: string) => string][] = [
  [/^#\/options\/groups\/guilds\/([^/?#]+)/, (id) => `/groups/guild/${id}`],
  [/^#\/options\/groups\/challenges\/([^/?#]+)/, (id) => `/challenges/${id}`],
];

export function legacyHashTarget(hash: string): string | null {
  for (const [pattern, target] of legacyLinks) {
    const id = pattern.exec(hash)?.[1];
    if (id) return target(id);
  }
  return null;
}
