import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const root = dirname(fileURLToPath(import.meta.url));
const compat = new FlatCompat({ baseDirectory: root });
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Only the mock backend's own files, the jest tests and the Playwright specs import the mock
 * (src/mocks); the app, the config files and the scripts reach it over HTTP or as a process.
 * Read from the tree, so that a new folder is covered without anyone thinking of it.
 */
const mockImporters = new Set(['mocks', 'tests', 'e2e']);
const notMock = [
  ...readdirSync(`${root}/src`).filter((name) => !mockImporters.has(name)).map((name) => `./src/${name}`),
  ...readdirSync(root)
    .filter((name) => !name.startsWith('.') && !mockImporters.has(name) && name !== 'src' && name !== 'node_modules')
    .map((name) => `./${name}`),
];

/**
 * Server state lives in src/data (docs/decisions.md, "Server state per domain"): only it, the
 * provider stack and the tests speak SWR, and its cache keys and query policy stay inside it.
 * Types may be imported.
 */
const serverState = [
  {
    group: ['swr', 'swr/*'],
    allowTypeImports: true,
    message: 'Server state lives in src/data: use a query hook or function from there (docs/decisions.md, "Server state per domain").',
  },
  {
    // ApiFailure (core/failure) is public: screens show a query's error.
    group: ['@/data/*/keys', '**/data/*/keys', '@/data/core/*', '**/data/core/*', '!@/data/core/failure'],
    allowTypeImports: true,
    message: 'Cache keys, fetchers and the query policy belong to src/data: ask it for a hook or function instead.',
  },
];

/** The typed client loads on first use (src/api/lazy.ts); UI code imports its types only. */
const lazyClient = {
  group: ['@/api/content', '@/api/http', '@/api/second', '@/api/main/*', '@/api/second/*', '@/api/schemas/*'],
  allowTypeImports: true,
  message: "Call the client through lazyCall from '@/api/lazy'.",
};

/** Interpolate the theme, not a render-time function of it. */
const THEME_SYNTAX = {
  selector: 'TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
  message: 'Interpolate the imported theme (src/ui/theme.ts): static styles are computed once, not per render.',
};

/** Names that hold an amount of money: cents, never divided or multiplied into euros by hand. */
const MONEY_NAME = '/amount|cents|cash|promo|balance|reserve|played|required|deposit|withdraw|turnover|bet$|win$/i';

/** Money is whole cents from the wire to the screen (src/lib/money.ts): no euros by hand, no floats. */
const MONEY_SYNTAX = [
  ...[`[left.name=${MONEY_NAME}]`, `[left.property.name=${MONEY_NAME}]`].map((operand) => ({
    selector: `BinaryExpression[operator=/^[*\\/]$/][right.value=100]${operand}`,
    message: 'Amounts stay in cents: convert only in src/lib/money.ts (toWire, parseAmount, formatMoney), never by hand.',
  })),
  { selector: "CallExpression[callee.name='parseFloat']", message: 'Read typed amounts with parseAmount (src/lib/money-read.ts): no floats for money.' },
  { selector: "CallExpression[callee.property.name='toFixed']", message: 'Format money with formatMoney (src/lib/format.ts): toFixed rounds floats.' },
];

/**
 * next's config declares the browser's and node's 770 globals. No rule here reads them (no-undef
 * is off: tsc checks every name), but import/no-cycle hashes a file's whole languageOptions for
 * each module it visits, and the globals made lint take 62 s instead of 30 (docs/decisions.md,
 * "Test time").
 */
function withoutGlobals(entry) {
  if (!entry.languageOptions?.globals) return entry;
  const languageOptions = { ...entry.languageOptions };
  delete languageOptions.globals;
  return { ...entry, languageOptions };
}

/**
 * Lint guards the architecture: no `any`, no import cycles, features do not import each
 * other, the transport (src/api) and pure logic (src/lib) know nothing of the UI, and server
 * state goes through src/data.
 */
const config = [
  { ignores: ['.next/**', 'node_modules/**', 'perf/.bare/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript').map(withoutGlobals),
  {
    // Packages are not read for their exports: no-cycle ignores them anyway (ignoreExternal), and
    // parsing them for every file was half of lint's time.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-syntax': ['error', THEME_SYNTAX],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'Features do not import each other; share through src/ui, src/lib, src/data or src/state.',
            })),
            { target: './src/api', from: ['./src/features', './src/state', './src/ui', './src/data', './src/root', './src/pages'], message: 'The transport knows nothing of the UI.' },
            { target: './src/lib', from: ['./src/features', './src/state', './src/ui', './src/data', './src/root', './src/pages'], message: 'src/lib holds pure logic.' },
            { target: './src/ui', from: ['./src/features', './src/state', './src/data', './src/root'], message: 'Design-system pieces hold no product state.' },
            {
              target: ['./src/state', './src/data', './src/routes'],
              from: ['./src/features', './src/root', './src/pages'],
              message: 'State, server state and routes sit below the features: they know nothing of features, the composition root or pages.',
            },
            { target: notMock, from: './src/mocks', message: 'Only tests, e2e and the mock backend itself import the mock; the app reaches it over HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/lib/money.ts', 'src/lib/money-read.ts'],
    rules: { 'no-restricted-syntax': ['error', THEME_SYNTAX, ...MONEY_SYNTAX] },
  },
  {
    files: ['src/**', 'tests/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini': the same zod, tree-shakable (docs/decisions.md)." },
            { name: 'next/link', message: "Use Link or RouteLink from '@/routes/RouteLink' (prefetch on intent)." },
            { name: 'next/image', message: "Use OptimizedImage from '@/ui/OptimizedImage' (no router-bound client component)." },
            { name: 'js-cookie', message: "Use '@/lib/cookies' (js-cookie loads when a cookie is written, not with every page)." },
            { name: 'next/dynamic', message: "Use lazyComponent from '@/ui/lazy-component' (React.lazy: no loader runtime in every page's first load)." },
            {
              name: 'next-i18next/pages',
              message:
                "Use useTranslation from 'react-i18next' and withTranslations from '@/lib/i18n/with-translations': this entry re-exports them with appWithTranslation, whose createConfig, hoist-non-react-statics and react-is then load with every page.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/RouteLink.tsx', 'src/lib/cookies.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // One rule, three file sets (a later block replaces an earlier one's options for the same
  // file): server state everywhere but src/data, the provider stack and the tests; the lazy
  // client in the browser's code (static props and the client's own modules import it).
  {
    files: ['src/**', 'e2e/**'],
    ignores: ['src/data/**', 'src/root/Providers.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverState }] },
  },
  {
    files: ['src/**'],
    ignores: ['src/api/**', 'src/mocks/**', 'src/pages/**', 'src/**/*-props.ts', 'src/data/**', 'src/root/Providers.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [lazyClient, ...serverState] }] },
  },
  {
    files: ['src/data/**', 'src/root/Providers.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [lazyClient] }] },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['next/router', 'react', { name: 'zod', message: "Use 'zod/mini'." }] },
      ],
    },
  },
  {
    // Playwright fixtures name their callback `use`; it is not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
