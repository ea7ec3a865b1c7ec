// The build's plan for a returning player's first screen (issue 19.10): the files to preload and
// the modules of its one chunk, never what the entry or a visitor's screens load.
import { describe, expect, it } from 'vitest';
import { screenAssets, screenOnlyModules, type BuiltChunk } from './firstScreenAssets.ts';

const chunk = (fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  moduleIds: [],
  isEntry: false,
  imports: [],
  importedCss: [],
  ...fields,
});

describe('screenAssets', () => {
  const chunks = [
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/react.js'],
      importedCss: ['assets/index.css'],
    }),
    chunk('assets/react.js'),
    chunk('assets/tasksScreen.js', {
      moduleIds: ['/app/src/routes/tasks/TasksPage.tsx', '/app/src/routes/tasks/TaskColumn.tsx'],
      imports: ['assets/react.js', 'assets/FormField.js'],
      importedCss: ['assets/tasksScreen.css', 'assets/index.css'],
    }),
    chunk('assets/FormField.js', {
      imports: ['assets/Form.module.js'],
      importedCss: ['assets/Form.css'],
    }),
    chunk('assets/Form.module.js'),
    chunk('assets/tasks.js', { moduleIds: ['/app/src/locales/en/tasks.json'] }),
    chunk('assets/ShopsPage.js', { imports: ['assets/FormField.js'] }),
  ];

  it("lists the roots' chunks and what they import, with their styles, less the entry's", () => {
    expect(
      screenAssets(chunks, ['src/routes/tasks/TasksPage.tsx', 'src/locales/en/tasks.json']).sort(),
    ).toEqual([
      'assets/Form.css',
      'assets/Form.module.js',
      'assets/FormField.js',
      'assets/tasks.js',
      'assets/tasksScreen.css',
      'assets/tasksScreen.js',
    ]);
  });

  it('refuses a root no chunk holds: the list has fallen behind the source', () => {
    expect(() => screenAssets(chunks, ['src/routes/tasks/Gone.tsx'])).toThrow(/Gone\.tsx/);
  });
});

describe('screenOnlyModules', () => {
  const modules = [
    { id: '/app/src/main.tsx', isEntry: true, importedIds: ['/app/src/App.tsx'] },
    { id: '/app/src/App.tsx', isEntry: false, importedIds: [] },
    {
      id: '/app/src/routes/tasks/TasksPage.tsx',
      isEntry: false,
      importedIds: ['/app/src/App.tsx', '/app/src/forms/FormField.tsx', '/core/content/gear.ts'],
    },
    { id: '/app/src/forms/FormField.tsx', isEntry: false, importedIds: [] },
    { id: '/core/content/gear.ts', isEntry: false, importedIds: [] },
    {
      id: '/app/src/routes/auth/authPages.ts',
      isEntry: false,
      importedIds: ['/app/src/forms/FormField.tsx'],
    },
  ];

  it("takes the screen's modules but those the entry or a visitor's screen also imports", () => {
    const own = screenOnlyModules(
      modules,
      ['src/routes/tasks/TasksPage.tsx'],
      ['src/routes/auth/authPages.ts'],
    );
    expect([...own].sort()).toEqual([
      '/app/src/routes/tasks/TasksPage.tsx',
      '/core/content/gear.ts',
    ]);
  });

  it('refuses a root or visitor screen no module is', () => {
    expect(() => screenOnlyModules(modules, ['src/Gone.tsx'], [])).toThrow(/Gone\.tsx/);
    expect(() =>
      screenOnlyModules(modules, ['src/routes/tasks/TasksPage.tsx'], ['src/Away.ts']),
    ).toThrow(/Away\.ts/);
  });
});
