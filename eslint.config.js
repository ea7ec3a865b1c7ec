// Lint for the whole workspace. packages/core is fenced: rules there stay pure
// (no I/O, no clock, no randomness, no imports of the server, the web app or React). The server's
// layers are fenced too (see the blocks at the end): routes, services and middleware.
// The rules that need types (floating and misused promises) run in oxlint (.oxlintrc.json), on
// TypeScript 7: here they built a TypeScript 5 program per package and took three quarters of
// the lint's time.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { i18nPlugin } from './eslint-rules/noUserVisibleLiterals.js';

const SERVER_TESTS = ['**/*.test.ts', '**/*TestKit.ts', '**/*.testKit.ts'];

const PLAYER_WRITE = String.raw`/\b(UPDATE\s+users|INSERT\s+INTO\s+users)\b/i`;
const PLAYER_WRITE_TEXT = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${PLAYER_WRITE}]`,
  message: 'Middleware never writes a player: call a service that does.',
}));

/** Selectors for string and template text that starts like an SQL statement. */
function SQL_TEXT(message) {
  const sql = String.raw`/^\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/i`;
  return [
    { selector: `Literal[value=${sql}]`, message },
    { selector: `TemplateElement[value.raw=${sql}]`, message },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}', 'packages/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // what a player reads comes from the i18n catalogue (issue 32)
    files: ['packages/web/src/**/*.tsx'],
    ignores: [
      'packages/web/src/**/*.test.tsx',
      'packages/web/src/**/*TestKit.tsx',
      'packages/web/src/test/**',
    ],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-user-visible-literals': 'error' },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@questlog/server', '@questlog/web', 'react', 'react-dom', 'node:*', 'pg'] },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Rules take time as a parameter (ctx.now); never read the clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Rules take time as a parameter (ctx.now); never read the clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Rules take randomness as a parameter (ctx.random).',
        },
      ],
    },
  },
  // The server's layers (docs/architecture.md): routes speak HTTP and call services; services know
  // nothing of HTTP; middleware never writes a player itself. Tests and test kits may reach across.
  {
    files: ['packages/server/src/routes/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', '**/db/**'],
              message:
                'Routes are HTTP only: parse, call a service, present. Move this into a service.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...SQL_TEXT('Routes hold no SQL: move it into a service.')],
    },
  },
  {
    files: ['packages/server/src/services/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*'],
              message: 'Services take a ServiceContext, never a request, reply or app.',
            },
            {
              group: ['**/middleware/*', '**/middleware/**', '**/routes/*', '**/routes/**'],
              message: 'Services are called by routes and middleware, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/middleware/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/players/playerChanger.ts', '**/routes/changeUser.ts'],
              message: 'Middleware never writes a player: call a service that does.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...PLAYER_WRITE_TEXT],
    },
  },
);
