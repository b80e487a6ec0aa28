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
 * Lint guards the architecture: no `any`, no import cycles, features do not import each
 * other, and the transport (src/api) and pure logic (src/lib) know nothing of the UI.
 */
const config = [
  { ignores: ['.next/**', 'node_modules/**', 'perf/.bare/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
          message: 'Interpolate the imported theme (src/ui/theme.ts): static styles are computed once, not per render.',
        },
      ],
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
            { target: './src/api', from: ['./src/features', './src/state', './src/ui', './src/data'], message: 'The transport knows nothing of the UI.' },
            { target: './src/lib', from: ['./src/features', './src/state', './src/ui', './src/data'], message: 'src/lib holds pure logic.' },
            { target: './src/ui', from: ['./src/features', './src/state', './src/data'], message: 'Design-system pieces hold no product state.' },
          ],
        },
      ],
    },
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
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/RouteLink.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The typed client loads on first use (src/api/lazy.ts), keeping zod out of the first load;
    // UI code imports its types only. Static props and the client's own modules import it.
    files: ['src/**'],
    ignores: ['src/api/**', 'src/mocks/**', 'src/pages/**', 'src/**/*-props.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/content', '@/api/http', '@/api/second', '@/api/main/*', '@/api/second/*', '@/api/schemas/*'],
              allowTypeImports: true,
              message: "Call the client through lazyCall from '@/api/lazy'.",
            },
          ],
        },
      ],
    },
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
