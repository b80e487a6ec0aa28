// npm run budget: after a build (`npm run test:e2e` makes one), checks the first-load JS of
// every page of the build against a bare Next.js page built here with the same version, and
// fails when a page is over JS_BUDGET times the bare page. Every page, so a new route cannot
// slip past it; the main routes are named as `npm run perf` names them. Lighthouse is in
// `npm run perf` (too noisy to gate on). First, that every chunk carries the compile hint.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compileHints from '../src/lib/compile-hints.js';
import { BARE_DIR, buildBare, builtPages, firstLoadKb, JS_BUDGET, ROUTES } from './first-load.mjs';

// Every chunk of the build starts with V8's compile hint (src/lib/compile-hints.js): without it a
// phone compiles our code on the main thread while the page boots and hydrates.
const chunks = readdirSync('.next/static/chunks', { recursive: true }).filter((f) => String(f).endsWith('.js'));
const unhinted = chunks.filter((f) => !readFileSync(join('.next/static/chunks', String(f)), 'utf8').startsWith(compileHints.COMPILE_HINT));
if (!chunks.length || unhinted.length) {
  console.error(`${unhinted.length} of ${chunks.length} chunks lack the compile hint: ${unhinted.slice(0, 5).join(', ')}`);
  process.exit(1);
}
console.log(`compile hint: ${chunks.length} of ${chunks.length} chunks`);

await buildBare();
const bare = firstLoadKb(BARE_DIR, '/');
const names = new Map(ROUTES.map((r) => [r.page, r.route]));
const pages = builtPages('.');
// A main route that is no longer built must fail here, not pass unmeasured.
for (const { route, page } of ROUTES) if (!pages.includes(page)) throw new Error(`the build has no page ${page} (${route})`);
let over = 0;
console.log(`first-load JS of ${pages.length} pages against the bare page (${bare.toFixed(1)} kB gz), budget ${JS_BUDGET}×:`);
for (const page of pages) {
  const kb = firstLoadKb('.', page);
  const ratio = kb / bare;
  if (ratio > JS_BUDGET) over += 1;
  console.log(`  ${(names.get(page) ?? '').padEnd(12)} ${page.padEnd(36)} ${kb.toFixed(1).padStart(6)} kB  ${ratio.toFixed(3)}×  ${ratio > JS_BUDGET ? 'OVER' : 'ok'}`);
}
if (over) {
  console.error(`${over} page(s) over the first-load JS budget`);
  process.exit(1);
}
