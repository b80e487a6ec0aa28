// npm run budget: after a build (`npm run test:e2e` makes one), checks each budget route's
// first-load JS against a bare Next.js page built here with the same version, and fails when a
// route is over JS_BUDGET times the bare page. Lighthouse is in `npm run perf` (too noisy to gate on).
import { BARE_DIR, buildBare, firstLoadKb, JS_BUDGET, ROUTES } from './first-load.mjs';

await buildBare();
const bare = firstLoadKb(BARE_DIR, '/');
let over = 0;
console.log(`first-load JS against the bare page (${bare.toFixed(1)} kB gz), budget ${JS_BUDGET}×:`);
for (const { route, page } of ROUTES.filter((r) => r.budget)) {
  const ratio = firstLoadKb('.', page) / bare;
  if (ratio > JS_BUDGET) over += 1;
  console.log(`  ${route.padEnd(10)} ${page.padEnd(20)} ${(ratio * bare).toFixed(1).padStart(6)} kB  ${ratio.toFixed(3)}×  ${ratio > JS_BUDGET ? 'OVER' : 'ok'}`);
}
if (over) {
  console.error(`${over} route(s) over the first-load JS budget`);
  process.exit(1);
}
