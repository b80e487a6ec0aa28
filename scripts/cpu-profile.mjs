// Where a Node process spent its CPU, from a V8 profile written by `node --cpu-prof`: self time
// by area (a package, Node's own code, the app's bundle) and by function. npm run throughput
// -- --profile prints it for one instance serving a page from the page cache (docs/decisions.md,
// "Campaign night").
import { readFileSync } from 'node:fs';

/** The area a function's file belongs to: a package (next by its folder), node core, the app. */
function areaOf({ url, functionName }) {
  if (!url) return functionName || '(anonymous)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const inModules = url.split('/node_modules/').pop();
  if (inModules !== url) {
    const parts = inModules.split('/');
    const name = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    // Next is most of the server: say which part of it.
    if (name === 'next') return `next/${parts.slice(1, 4).join('/')}`;
    return name;
  }
  if (url.includes('/.next/server/')) return 'app bundle (.next/server)';
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
}

/**
 * @param {string} file a .cpuprofile
 * @param {number} top how many areas and functions to list
 */
export function summarizeProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const areas = new Map();
  const functions = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id).callFrame;
    totalUs += us;
    const area = areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${areaOf(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const ranked = (map) =>
    [...map]
      .sort((x, y) => y[1] - x[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: Number((us / totalUs).toFixed(3)) }));
  return { totalMs: Math.round(totalUs / 1000), areas: ranked(areas), functions: ranked(functions) };
}
