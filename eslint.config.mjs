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
        { paths: [{ name: 'zod', message: "Use 'zod/mini': the same zod, tree-shakable (docs/decisions.md)." }] },
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
