// Issue 19.10: what the first script carries. Its modules are those main.tsx reaches by static
// imports; the screens, the art and the catalogue must be reached only by dynamic ones.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `./x/y.ts` relative to `from` (a key of `sources`), as a key of `sources`. */
function resolve(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The modules of src/ a module reaches through static (not type-only) imports. */
function staticClosure(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (path: string) => {
    const source = sources[path];
    if (reached.has(path) || source === undefined) return;
    reached.add(path);
    for (const [, target] of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)) {
      visit(resolve(path, target!));
    }
  };
  visit(entry);
  return reached;
}

const firstScript = staticClosure('./main.tsx');

// vite.config.ts puts the tasks screen's modules in one chunk, less those a visitor's screens
// import: a visitor screen that imported the whole of core would take all of it out again.
describe("a visitor's screens", () => {
  it('take from core only its account rules and messages, never the whole of core', () => {
    const visitorScreens = [
      './routes/auth/authPages.ts',
      './routes/auth/registerPages.ts',
      './api/errorCatalogue.ts',
      './routes/static/staticPageElements.tsx',
    ];
    const modules = new Set(visitorScreens.flatMap((screen) => [...staticClosure(screen)]));
    expect(modules.size).toBeGreaterThan(visitorScreens.length);
    const takingAllOfCore = [...modules].filter((path) =>
      /^import (?!type )[^;]*?from '@questlog\/core'/ms.test(sources[path] ?? ''),
    );
    expect(takingAllOfCore).toEqual([]);
  });
});

describe('the first script (login and the shell of every screen)', () => {
  it('is found through the shell down to the stores', () => {
    expect(firstScript.has('./components/Shell.tsx')).toBe(true);
    expect(firstScript.has('./store/sessionStore.ts')).toBe(true);
  });

  // The live-updates reader stays in it (App.tsx): loaded on demand, its stream opened late.
  it('holds none of the signed-in shell: banners, drop notices, the notifications menu', () => {
    const signedInOnly = [
      './components/party/WaitingBanners.tsx',
      './components/news/NewsBanner.tsx',
      './components/notificationsMenu/NotificationsMenu.tsx',
      './store/notificationActions.ts',
      './store/serverNotices.ts',
      './store/dropNotices.ts',
      './routes/payments/paymentReturnLoader.ts',
    ];
    expect(signedInOnly.filter((path) => firstScript.has(path))).toEqual([]);
  });

  it('holds no message catalogue (it loads with the first refusal)', () => {
    const heavyImports = [...firstScript].filter((path) =>
      /^import (?!type )[^;]*?from '\.\/errorCatalogue\.ts'/ms.test(sources[path]!),
    );
    expect(heavyImports).toEqual([]);
  });

  it('holds no screen: each loads on its first visit', () => {
    const screens = [...firstScript].filter((path) => /Page\.tsx$|Settings\.tsx$/.test(path));
    expect(screens).toEqual([]);
  });

  it('holds none of the art, which loads with the avatar, the notices or a screen', () => {
    const art = [...firstScript].filter((path) => path.startsWith('./sprites/'));
    expect(art).toEqual([]);
  });

  it('imports no family of the catalogue beyond the stable’s names', () => {
    const catalogueUsers = [...firstScript].filter((path) =>
      /import \{[^}]*\b(CATALOGUE|questText|GEAR|QUESTS)\b[^}]*\} from '@questlog\/core'/s.test(
        sources[path]!,
      ),
    );
    expect(catalogueUsers).toEqual([]);
  });

  // the login page's own: common, titles, notices; the signed-in shell's load with its screens
  it('carries only the shell’s translation namespaces', () => {
    const bundled = [...sources['./i18n.ts']!.matchAll(/from '\.\/locales\/en\/(\w+)\.json'/g)];
    expect(bundled.map(([, namespace]) => namespace).sort()).toEqual([
      'common',
      'notices',
      'titles',
    ]);
  });

  it('holds neither the live-updates reader nor a message parser', () => {
    expect(firstScript.has('./components/applyLiveEvent.ts')).toBe(false);
    expect(firstScript.has('./api/liveEvents.ts')).toBe(false);
    const parsers = [...firstScript].filter((path) =>
      /from '(intl-messageformat|@formatjs\/[\w-]+)'/.test(sources[path]!),
    );
    expect(parsers).toEqual([]);
  });
});
