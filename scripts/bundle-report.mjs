// npm run bundle-report: builds with source maps and prints which modules make up the
// first-load JS of a page (default: every page's shared _app chunk), largest first, in
// approximate gzip kB (each module's minified source gzipped on its own, scaled to the chunk).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { buildApp } from './build.mjs';
import { loadEnv } from './proc.mjs';

const args = process.argv.slice(2);
const page = args.find((a) => a.startsWith('/')) ?? '/_app';
loadEnv();
// The report measures the app's code, whichever backends it talks to: the mock's will do.
if (!args.includes('--no-build')) await buildApp({ BUNDLE_REPORT: '1', MOCK_BACKEND: '1' });

const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8'));
const files = (manifest.pages[page] ?? []).filter((f) => f.endsWith('.js'));
const groupOf = (source) => {
  const clean = source.replace(/^webpack:\/\/_N_E\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return args.includes('--files') ? clean : clean.split('/').slice(0, 3).join('/');
};

for (const file of files) {
  const code = readFileSync(join('.next', file), 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(join('.next', `${file}.map`), 'utf8'));
  } catch {
    console.log(`${file}: no source map`);
    continue;
  }
  const lines = code.split('\n');
  const bytes = new Map();
  {
    const consumer = new SourceMapConsumer(map);
    let last = null;
    consumer.eachMapping((m) => {
      const line = lines[m.generatedLine - 1] ?? '';
      if (last) {
        const segment = last.line === m.generatedLine ? line.slice(last.col, m.generatedColumn) : (lines[last.line - 1] ?? '').slice(last.col);
        const key = groupOf(last.source ?? '(none)');
        bytes.set(key, (bytes.get(key) ?? '') + segment);
      }
      last = { line: m.generatedLine, col: m.generatedColumn, source: m.source };
    });
  }
  const total = gzipSync(code).length;
  const parts = [...bytes].map(([key, text]) => [key, gzipSync(text).length]);
  const sum = parts.reduce((s, [, n]) => s + n, 0);
  console.log(`\n${file}: ${(total / 1024).toFixed(1)} kB gz`);
  const shown = parts.sort((a, b) => b[1] - a[1]).slice(0, args.includes('--all') ? undefined : 40);
  for (const [key, n] of shown) {
    console.log(`${((n / sum) * total / 1024).toFixed(2).padStart(7)}  ${key}`);
  }
}
